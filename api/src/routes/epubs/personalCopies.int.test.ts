import { spawn } from "node:child_process";
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { strFromU8, unzipSync } from "fflate";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@storyloom/domain/auth/sessions.ts";
import { createStorage } from "@storyloom/domain/integrations/storage.ts";
import { installEpubBytes } from "@storyloom/domain/services/epubs/testing.ts";
import { startApiProcess } from "@storyloom/testkit/apiProcess";
import { createPublishedBook, createUser } from "@storyloom/testkit/factories";
import { sessionCookieName } from "../../auth/cookies.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/**
 * About `megabytes` MB of XHTML prose in 40 chapters as an EPUB, and the size
 * of its entries inflated, made on a thread (largeEpubThread.ts) so that none
 * of its garbage is left in this process, whose event loop is measured.
 */
async function largeEpub(megabytes: number): Promise<{ bytes: Buffer; uncompressed: number }> {
  const thread = new Worker(new URL("./largeEpubThread.ts", import.meta.url), { workerData: { publicUrl: ctx.config.publicUrl, megabytes } });
  const [answer] = (await once(thread, "message")) as [{ bytes: Uint8Array; uncompressed: number }];
  await thread.terminate();
  return { bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength), uncompressed: answer.uncompressed };
}

/**
 * Ten readers' downloads at once (one curl, ten transfers) and a health check
 * asked again and again until they are done, as browsers and a load balancer
 * would, from one shell of its own: the shell is started first and waits for
 * "go" on its input, so that starting it costs the measurement nothing, and
 * one curl process for the ten downloads starts in the time of one, where
 * ten would take the cores from the API for a tenth of a second on this
 * two-core machine. It prints one line per answer:
 * "download <status> <bytes>" and "health <status> <seconds>".
 */
const LOAD = `
read go
downloads=(--silent --parallel --parallel-immediate --parallel-max 10)
for cookie in "$@"; do
  [ \${#downloads[@]} -gt 3 ] && downloads+=(--next)
  downloads+=(--silent --output /dev/null --write-out 'download %{http_code} %{size_download}\\n' --header "Cookie: $cookie" "$DOWNLOAD_URL")
done
curl "\${downloads[@]}" &
while [ -n "$(jobs -rp)" ]; do
  curl --silent --output /dev/null --write-out 'health %{http_code} %{time_total}\\n' "$HEALTH_URL"
done
wait
`;

interface LoadAnswers {
  downloads: { status: number; size: number }[];
  health: { status: number; ms: number }[];
}

async function startLoad(env: { DOWNLOAD_URL: string; HEALTH_URL: string }, cookies: string[]): Promise<{ go(): void; answers: Promise<LoadAnswers> }> {
  const shell = spawn("bash", ["-c", LOAD, "load", ...cookies], { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  shell.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const answers = once(shell, "exit").then(() => {
    const lines = output
      .trim()
      .split("\n")
      .map((line) => line.split(" "));
    return {
      downloads: lines.filter(([kind]) => kind === "download").map(([, status, size]) => ({ status: Number(status), size: Number(size) })),
      health: lines.filter(([kind]) => kind === "health").map(([, status, seconds]) => ({ status: Number(status), ms: Number(seconds) * 1000 })),
    };
  });
  return { go: () => shell.stdin.end("go\n"), answers };
}

describe("personal copies of a large EPUB", () => {
  it("are made off the event loop: /api/health of the running API answers at once while ten are being made", async () => {
    const { book } = await createPublishedBook(ctx.db.knex, { chapters: 1, publicChaptersCount: 1, title: "A Very Long Book" });
    const { bytes: epub, uncompressed } = await largeEpub(24);
    expect(uncompressed).toBeGreaterThan(24 * 1000 * 1000);
    await installEpubBytes({ knex: ctx.db.knex, storage: createStorage(ctx.config.storage), bookId: book.id, bytes: epub });
    const readers = await Promise.all(
      Array.from({ length: 15 }, async (_, index) => {
        const { user } = await createUser(ctx.db.knex, { name: `Reader ${index}` });
        return `${sessionCookieName(ctx.config)}=${(await createSession(ctx.db.knex, { userId: user.id })).token}`;
      }),
    );
    const [warmUp, cookies] = [readers.slice(0, 5), readers.slice(5)];
    if (ctx.config.storage.driver !== "local") throw new Error("this test runs on local storage");
    // The API as npm start runs it, in a process of its own, on this test's database, Redis prefix and files.
    const api = await startApiProcess({
      NODE_ENV: "test",
      PUBLIC_URL: ctx.config.publicUrl,
      DATABASE_URL: ctx.db.url,
      REDIS_URL: ctx.config.redisUrl,
      REDIS_PREFIX: ctx.config.redisPrefix,
      FILES_DIR: ctx.config.storage.dir,
      MAIL_OUTBOX_DIR: ctx.outboxDir,
    });
    const urls = { DOWNLOAD_URL: `${api.url}/api/v1/readers/books/${book.id}/download/epub`, HEALTH_URL: `${api.url}/api/health` };
    try {
      // A server that has made a few copies already (its EPUB thread started, its code compiled), as it is once running.
      const warm = await startLoad(urls, warmUp);
      warm.go();
      expect((await warm.answers).downloads.map((download) => download.status)).toEqual([200, 200, 200, 200, 200]);

      const load = await startLoad(urls, cookies);
      load.go();
      const { downloads, health } = await load.answers;

      expect(downloads).toHaveLength(10);
      expect(downloads.every((download) => download.status === 200 && download.size > epub.length)).toBe(true);
      // Health was asked all along and answered every time.
      expect(health.length).toBeGreaterThanOrEqual(10);
      expect(health.every((answer) => answer.status === 200)).toBe(true);
      const sorted = health.map((answer) => answer.ms).sort((x, y) => x - y);
      const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Infinity;
      const timings = `health answered in ${health.map((answer) => Math.round(answer.ms)).join(", ")} ms`;
      // At once: a median of 2-4 ms (measured over eight runs). The slowest answers (18-114 ms alone) come when the
      // ten download requests arrive together and take the event loop and both cores for a moment (bench/README.md,
      // 2026-11-28); beside the rest of the suite on two cores one answer once took 251 ms while the 90th percentile
      // stayed at 21 ms. Made on the event loop, one copy stalled it for seconds: that is what the last bound catches.
      // The figures, not these bounds, are the goal.
      expect(quantile(0.5), timings).toBeLessThan(20);
      expect(quantile(0.9), timings).toBeLessThan(50);
      expect(sorted.at(-1), timings).toBeLessThan(1000);
    } finally {
      await api.stop();
    }
    // Each reader's copy was made and kept: the next download is the same file.
    const again = await request(ctx.app)
      .get(`/api/v1/readers/books/${book.id}/download/epub`)
      .set("Cookie", cookies[9] ?? "")
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });
    const opf = strFromU8(unzipSync((again?.body as Buffer | undefined) ?? Buffer.alloc(0))["OEBPS/content.opf"] ?? new Uint8Array());
    expect(opf).toMatch(/Personal copy of Reader \d+ \(free to read\)\./);
  }, 180_000);
});
