// The product as `INSTANCES=2 npm start` runs it (scripts/stack.ts): two API, two
// storefront and two workers processes behind one Caddy gateway, sharing this
// file's database, Redis prefix and an S3 bucket (testkit's fake, speaking the
// real protocol). Each check addresses the instances on their own ports where
// it must prove that what one did, the other sees. The stack restarts what
// dies, as npm start does; the last checks kill processes with SIGKILL.
// It serves the built front ends: `npm test` builds them before vitest runs.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createJobQueue, jobQueues } from "../domain/src/jobs/index.ts";
import type { JobQueue } from "../domain/src/jobs/index.ts";
import { slugOf } from "../domain/src/sites/slugs.ts";
import { useTestDatabase } from "../testkit/src/db.ts";
import type { TestDatabase } from "../testkit/src/db.ts";
import { createChapter, createPublishedBook, createUser } from "../testkit/src/factories.ts";
import { startFakeS3 } from "../testkit/src/fakes/s3.ts";
import type { FakeS3Server } from "../testkit/src/fakes/s3.ts";
import { testRedisPrefix, testRedisUrl } from "../testkit/src/redis.ts";
import { schedules } from "../workers/src/queues.ts";
import { freePorts } from "./ports.ts";
import { startStack } from "./stack.ts";
import type { Stack, StackProcess } from "./stack.ts";

const redisPrefix = testRedisPrefix();
let db: TestDatabase;
let s3: FakeS3Server;
let stack: Stack;
let dataDir: string;
let jobs: JobQueue;
/** What the stack said of its processes' exits and restarts. */
const stackLog: string[] = [];

beforeAll(async () => {
  const [database, bucket, [port], directory] = await Promise.all([
    useTestDatabase(),
    startFakeS3(),
    freePorts(1),
    mkdtemp(path.join(tmpdir(), "storyloom-stack-")),
  ]);
  db = database;
  s3 = bucket;
  dataDir = directory;
  stack = await startStack({
    port: port!,
    publicUrl: `http://localhost:${port}`,
    databaseUrl: db.url,
    redisUrl: testRedisUrl(),
    redisPrefix,
    authSecret: randomBytes(32).toString("hex"),
    dataDir,
    logTo: { dir: path.join(dataDir, "logs") },
    instances: 2,
    restart: true,
    log: (line) => stackLog.push(line),
    extraEnv: {
      NODE_ENV: "production",
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "storyloom-test",
      S3_SECRET_ACCESS_KEY: "storyloom-test",
      // Providers that no check calls: set, so that no simulator process is started for them.
      OPENAI_API_KEY: "sk-unused",
      STRIPE_SECRET_KEY: "sk_test_unused",
      STRIPE_WEBHOOK_SECRET: "whsec_unused",
    },
  });
  jobs = createJobQueue({ redisUrl: testRedisUrl(), redisPrefix });
}, 120_000);

afterAll(async () => {
  await jobs?.close();
  await stack?.stop();
  await Promise.all([db?.close(), s3?.close()]);
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

function processNamed(name: string): StackProcess {
  const found = stack.processes.find((running) => running.name === name);
  if (!found) throw new Error(`no process ${name} in the stack`);
  return found;
}

/** The own address of an instance: "api-1" → http://127.0.0.1:<its port>. */
function urlOf(name: string): string {
  const { url } = processNamed(name);
  if (!url) throw new Error(`${name} has no address`);
  return url;
}

/** The cookies a response sets, as a Cookie header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Headers as the gateway sends them: the browser's host and address. */
function forwarded(address = "127.0.0.1"): Record<string, string> {
  return { "x-forwarded-for": address, "x-forwarded-host": new URL(stack.url).host, "x-forwarded-proto": "http" };
}

/** A sign-in attempt through the Auth.js credentials flow at `csrfFrom` (the CSRF cookie and token) and `postTo` (the attempt). */
async function attemptSignIn(options: { csrfFrom: string; postTo: string; email: string; password: string; address: string }): Promise<Response> {
  const csrf = await fetch(`${options.csrfFrom}/api/auth/csrf`, { headers: forwarded(options.address) });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email: options.email, password: options.password, json: "true" });
  return fetch(`${options.postTo}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { ...forwarded(options.address), "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf) },
    body: form.toString(),
  });
}

/** A session cookie for a new user, made by signing in at `apiUrl`. */
async function signedInUser(apiUrl: string) {
  const created = await createUser(db.knex);
  const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const answer = await attemptSignIn({ csrfFrom: apiUrl, postTo: apiUrl, email: created.user.email, password: created.password, address });
  expect(answer.status).toBe(200);
  return { ...created, cookie: cookiesOf(answer) };
}

/** A page of storefront instance `name` as an anonymous reader gets it through the gateway. */
async function storefrontPage(name: string, pagePath: string): Promise<{ status: number; cache: string | null; html: string }> {
  const answer = await fetch(`${urlOf(name)}${pagePath}`, { headers: forwarded(), redirect: "manual" });
  return { status: answer.status, cache: answer.headers.get("x-render-cache"), html: await answer.text() };
}

const bodyOf = async (answer: Response) => ({ status: answer.status, body: (await answer.json()) as unknown });

/** The "job completed" lines of the workers' log files, as [process, job id]. */
async function completedJobs(): Promise<Array<{ worker: string; id: string }>> {
  const completed: Array<{ worker: string; id: string }> = [];
  for (const worker of ["workers-1", "workers-2"]) {
    const lines = (await readFile(path.join(dataDir, "logs", `${worker}.log`), "utf8")).split("\n");
    for (const line of lines) {
      if (!line.includes('"msg":"job completed"')) continue;
      const { id } = JSON.parse(line) as { id: string };
      completed.push({ worker, id });
    }
  }
  return completed;
}

describe("two instances of every process behind one gateway", () => {
  it("a session made through one API instance is the same session on the other", async () => {
    const { user, cookie } = await signedInUser(urlOf("api-1"));

    const onOther = await fetch(`${urlOf("api-2")}/api/auth/session`, { headers: { ...forwarded(), cookie } });

    expect(onOther.status).toBe(200);
    expect(((await onOther.json()) as { user?: { email: string } }).user?.email).toBe(user.email);
  });

  it("a rate limit counts the attempts of both instances together", async () => {
    const { user, password } = await createUser(db.knex);
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const wrong = (postTo: string) => attemptSignIn({ csrfFrom: urlOf("api-1"), postTo, email: user.email, password: "not the password", address });
    // Five failures a minute per account and address (domain/src/rateLimit.ts): three on one instance, two on the other.
    for (const instance of ["api-1", "api-1", "api-1", "api-2", "api-2"]) expect((await wrong(urlOf(instance))).status).toBe(401);

    // Neither instance saw five, yet the sixth attempt is refused, even with the right password.
    const sixth = await attemptSignIn({ csrfFrom: urlOf("api-2"), postTo: urlOf("api-1"), email: user.email, password, address });

    expect(await bodyOf(sixth)).toMatchObject({
      status: 429,
      body: { error: { code: "rate_limited", message: "Too many sign-in attempts. Please wait a minute and try again." } },
    });
  });

  it("a chapter published through one API instance changes the cached page the other storefront serves within a second", async () => {
    const author = await signedInUser(urlOf("api-1"));
    const { book } = await createPublishedBook(db.knex, { authorId: author.authorProfile.id, chapters: 1, publicChaptersCount: 1 });
    const draft = await createChapter(db.knex, { bookId: book.id, title: "The Second Lamp", markup: "<p>The lamp went out at dawn.</p>" });
    const page = `/book/${slugOf(book.title)}/${book.id}`;
    // Rendered by one storefront; the other answers it from the shared render cache.
    await vi.waitFor(async () => expect((await storefrontPage("storefront-1", page)).cache).toBe("hit"), { timeout: 10_000, interval: 50 });
    const cached = await storefrontPage("storefront-2", page);
    expect(cached).toMatchObject({ status: 200, cache: "hit" });
    expect(cached.html).not.toContain("The Second Lamp");

    const published = await fetch(`${urlOf("api-1")}/api/v1/books/${book.id}/chapters/${draft.id}/publish`, {
      method: "POST",
      headers: { ...forwarded(), cookie: author.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(published.status).toBe(200);
    const publishedAt = Date.now();

    await vi.waitFor(async () => expect((await storefrontPage("storefront-2", page)).html).toContain("The Second Lamp"), { timeout: 1_000, interval: 20 });
    expect(Date.now() - publishedAt).toBeLessThan(1_000);
  });

  it("an upload made through one API instance is served by the other", async () => {
    const { cookie } = await signedInUser(urlOf("api-1"));
    const form = new FormData();
    form.append("file", new Blob([ONE_PIXEL_PNG], { type: "image/png" }), "cover.png");

    const uploaded = await fetch(`${urlOf("api-1")}/api/v1/files/images/upload`, { method: "POST", headers: { ...forwarded(), cookie }, body: form });
    expect(uploaded.status).toBe(201);
    const { url, key } = (await uploaded.json()) as { url: string; key: string };
    const served = await fetch(`${urlOf("api-2")}${new URL(url).pathname}`, { headers: forwarded() });

    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    // The bytes of the bucket, not of a disk one instance alone would see.
    const stored = s3.objects.get(key);
    expect(stored?.contentType).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer()).equals(stored?.bytes ?? Buffer.alloc(0))).toBe(true);
  });

  it("a job runs exactly once with two workers processes taking jobs, and so does each run of a scheduled job", async () => {
    const added = [];
    for (let count = 0; count < 24; count += 1) added.push(await jobs.enqueue("maintenance.purgeExpiredSessions", {}));
    const ids = added.map((job) => job.id ?? "");

    // Done, and logged by the workers process that did it (its output reaches the log file a moment later).
    await vi.waitFor(
      async () => {
        const states = await Promise.all(ids.map((id) => jobs.queue("maintenance").getJobState(id)));
        expect(states.every((state) => state === "completed")).toBe(true);
        const logged = new Set((await completedJobs()).map((job) => job.id));
        expect(ids.every((id) => logged.has(id))).toBe(true);
      },
      { timeout: 20_000, interval: 100 },
    );

    const completed = await completedJobs();
    for (const id of ids) expect(completed.filter((job) => job.id === id)).toHaveLength(1);
    // Both workers processes put the same job schedulers in place at start: each is there once, and no run of one was done twice.
    const queues = [...new Set(schedules.map((schedule) => jobQueues[schedule.name]))];
    const schedulers = (await Promise.all(queues.map((queue) => jobs.queue(queue).getJobSchedulers()))).flat();
    expect(schedulers.map((scheduler) => scheduler.key).sort()).toEqual(schedules.map((schedule) => schedule.name).sort());
    const scheduledRuns = completed.filter((job) => job.id.startsWith("repeat:")).map((job) => job.id);
    expect(scheduledRuns.length).toBeGreaterThan(0);
    expect(new Set(scheduledRuns).size).toBe(scheduledRuns.length);
  }, 30_000);
});

describe("a process that dies comes back", () => {
  it("is started again on its port after SIGKILL while the other instances keep serving, and the gateway answers again once every API is back", async () => {
    const killed = ["api-1", "storefront-1", "workers-1", "api-2"].map(processNamed);
    const before = killed.map((running) => ({ pid: running.pid!, restarts: running.restarts }));
    for (const { pid } of before.slice(0, 3)) process.kill(pid, "SIGKILL");
    // Gone (the stack has seen them exit), not yet back: their restart waits half a second.
    await vi.waitFor(() => expect(killed.slice(0, 3).map((running) => running.pid)).toEqual([undefined, undefined, undefined]), { timeout: 400, interval: 5 });

    // The survivors answer at once, through the gateway (the storefront's page asks the surviving API).
    expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${stack.url}/auth/login`)).status).toBe(200);
    // A request that meets the dead instance is sent to the other one: ten in a row, each sent to either
    // instance while both have nothing in flight, all answered. (One with a body is not, on Caddy 2.6: the Caddyfile says why.)
    const answers = [];
    for (let count = 0; count < 10; count += 1) answers.push((await fetch(`${stack.url}/api/auth/providers`)).status);
    expect(answers).toEqual(Array<number>(10).fill(200));

    // Now no API is left: the gateway holds a request while none is up (lb_try_duration in the
    // Caddyfile), and one answered from here on is answered by a restarted API.
    process.kill(before[3]!.pid, "SIGKILL");
    await vi.waitFor(async () => expect((await fetch(`${stack.url}/api/health`, { signal: AbortSignal.timeout(15_000) })).status).toBe(200), {
      timeout: 45_000,
      interval: 200,
    });

    await vi.waitFor(
      () => {
        for (const [index, running] of killed.entries()) {
          expect(running.restarts).toBe(before[index]!.restarts + 1);
          expect(running.pid).toBeDefined();
          expect(running.pid).not.toBe(before[index]!.pid);
        }
      },
      { timeout: 30_000, interval: 100 },
    );
    // Each on its own port again.
    await vi.waitFor(
      async () => {
        for (const name of ["api-1", "api-2"]) expect((await fetch(`${urlOf(name)}/api/health`)).status).toBe(200);
        expect((await fetch(`${urlOf("storefront-1")}/auth/login`)).status).toBe(200);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(stackLog).toContain("api-1 exited (SIGKILL): restarting in 0.5 s");
    expect(stackLog).toContain("workers-1 exited (SIGKILL): restarting in 0.5 s");
  }, 90_000);

  it("a killed gateway is started again on its port", async () => {
    const gateway = processNamed("gateway");
    process.kill(gateway.pid!, "SIGKILL");

    await vi.waitFor(async () => expect((await fetch(`${stack.url}/api/health`, { signal: AbortSignal.timeout(5_000) })).status).toBe(200), {
      timeout: 30_000,
      interval: 200,
    });
    expect(gateway.restarts).toBe(1);
  }, 45_000);
});

/** A 1×1 PNG: the smallest cover the upload accepts. */
const ONE_PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");
