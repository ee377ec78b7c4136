import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { centsToMicroCents } from "@storyloom/db";
import { AuthorAiUsage, AuthorProfile, Chapter, Job, StoryBookBeat, StoryBookScene, UserBalance } from "@storyloom/db/models";
import { createJobQueue, jobIdOf } from "@storyloom/domain/jobs/index.ts";
import type { JobQueue } from "@storyloom/domain/jobs/index.ts";
import { jobDataOf } from "@storyloom/domain/services/jobs/jobData.ts";
import { jobParamsOf, planJob } from "@storyloom/domain/services/jobs/jobPlan.ts";
import { cancelJob } from "@storyloom/domain/services/jobs/manageJobs.ts";
import { startJob } from "@storyloom/domain/services/jobs/startJob.ts";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createBook, createUser } from "@storyloom/testkit/factories";
import { startFakeOpenAi } from "@storyloom/testkit/fakes/openai";
import type { FakeOpenAiServer } from "@storyloom/testkit/fakes/openai";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { startWorkerProcess, stopChildProcess } from "@storyloom/testkit/workerProcess";

// The real workers process (workers/src/main.ts) running AI jobs against a
// fake OpenAI that the real SDK talks to, on this file's database and Redis prefix.
const redisPrefix = testRedisPrefix();
const NOTES = "Mara keeps the lighthouse on Gull Rock. A letter arrives from her drowned brother, dated last week.";
let db: TestDatabase;
let jobs: JobQueue;
let redis: Redis;
let openai: FakeOpenAiServer;
let outboxDir: string;
const running = new Set<ChildProcess>();

/** The workers process (locks of a second, so a killed worker's job is handed on quickly), once it is ready. */
async function startWorkers(): Promise<ChildProcess> {
  const { child } = await startWorkerProcess({
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    MAIL_OUTBOX_DIR: outboxDir,
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_API_KEY: "sk-test",
    JOB_LOCK_MS: "1000",
    JOB_STALLED_CHECK_MS: "500",
    AI_JOB_RETRY_BASE_MS: "50",
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

beforeAll(async () => {
  db = await useTestDatabase();
  outboxDir = await mkdtemp(path.join(tmpdir(), "workers-ai-jobs-"));
  jobs = createJobQueue({ redisUrl: testRedisUrl(), redisPrefix });
  redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  // Each answer takes a moment (a few ms a token), as a real model's does.
  openai = await startFakeOpenAi({ delayMsPerChunk: 3 });
}, 30_000);

beforeEach(() => openai.reset());
afterEach(async () => {
  for (const child of [...running]) await stopChildProcess(child, "SIGTERM");
});

afterAll(async () => {
  await jobs.close();
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await openai.close();
  await db.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** An author with the AI terms accepted and $5 of balance, a book, and a generate-by-notes job started on it as the API starts one. */
async function startedJob(chaptersCount: number) {
  const { user, authorProfile } = await createUser(db.knex);
  await AuthorProfile.query(db.knex).patch({ aiTermsAccepted: true }).where({ id: authorProfile.id });
  await UserBalance.query(db.knex).insert({ userId: user.id, amount: centsToMicroCents(500) });
  const book = await createBook(db.knex, { authorId: authorProfile.id });
  const { job } = await startJob({
    knex: db.knex,
    jobs,
    caller: { userId: user.id, authorId: authorProfile.id },
    bookId: book.id,
    request: { type: "BOOK_AI_GENERATE_BY_NOTES", params: { notes: NOTES, chaptersCount, service: "OPEN_AI", model: "gpt-4.1-mini" } },
  });
  return { job, book, userId: user.id, authorId: authorProfile.id };
}

const responses = () => openai.requests.filter((r) => r.path === "/v1/responses");
const reload = async (jobId: number) => (await Job.query(db.knex).findById(jobId))!;

describe("AI jobs in the workers", () => {
  it("resumes a job whose worker was killed mid-step and finishes it exactly once, each step charged once", async () => {
    const { job, book, userId, authorId } = await startedJob(2);
    const plan = planJob(jobParamsOf(job));
    const first = await startWorkers();
    // Two steps saved and the third asked of the provider: the kill lands mid-step.
    await vi.waitFor(
      async () => {
        expect(jobDataOf(await reload(job.id)).steps.length).toBeGreaterThanOrEqual(2);
        expect(responses().length).toBeGreaterThan(jobDataOf(await reload(job.id)).steps.length);
      },
      { timeout: 30_000, interval: 20 },
    );
    await stopChildProcess(first, "SIGKILL");
    const savedAtKill = jobDataOf(await reload(job.id)).steps.length;
    // Asked of the provider but not saved when the worker died (one, unless it was saved in the instant before the kill).
    const lostAtKill = responses().length - savedAtKill;
    expect(savedAtKill).toBeLessThan(plan.length);
    const balanceAtKill = (await UserBalance.query(db.knex).findOne({ userId }))!.amount;

    await startWorkers();
    await vi.waitFor(async () => expect((await reload(job.id)).status).toBe("COMPLETED"), { timeout: 60_000, interval: 100 });

    const done = await reload(job.id);
    const data = jobDataOf(done);
    expect(done.progress).toBe(100);
    // Every step once, in order, and nothing made twice.
    expect(data.steps.map((step) => step.key)).toEqual(plan.map((step) => step.key));
    expect(await Chapter.query(db.knex).where({ bookId: book.id }).resultSize()).toBe(2);
    expect(await StoryBookBeat.query(db.knex).where({ bookId: book.id }).resultSize()).toBe(2);
    const sceneIds = data.steps.flatMap((step) => step.created.sceneIds ?? []);
    expect(await StoryBookScene.query(db.knex).where({ bookId: book.id }).resultSize()).toBe(sceneIds.length);
    // Each step charged once: one usage row per step, summing to the job's cost and to what left the balance after the kill.
    const usages = await AuthorAiUsage.query(db.knex).where({ authorId });
    expect(usages).toHaveLength(plan.length);
    expect(usages.reduce((sum, usage) => sum + usage.cost, 0)).toBe(data.cost);
    const stepsAfterKill = data.steps.slice(savedAtKill).reduce((sum, step) => sum + step.cost, 0);
    expect((await UserBalance.query(db.knex).findOne({ userId }))!.amount).toBe(balanceAtKill - stepsAfterKill);
    // The step in flight at the kill was asked again; no other step was.
    expect(responses().length).toBe(plan.length + lostAtKill);
  }, 120_000);

  it("cancels a running job within a second: the provider's request is aborted and nothing more is asked", async () => {
    await startWorkers();
    const { job, authorId } = await startedJob(3);
    openai.queue({}, { hangAfterChunks: 0 });
    // The second step's request hangs: the job is mid-step when it is cancelled.
    await vi.waitFor(() => expect(responses().length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 10 });
    const hanging = responses()[1]!;
    await vi.waitFor(async () => expect(jobDataOf(await reload(job.id)).steps).toHaveLength(1), { timeout: 10_000, interval: 20 });
    const asked = Date.now();
    await cancelJob({ knex: db.knex, redis, redisPrefix }, { authorId, jobId: job.id });
    expect((await reload(job.id)).status).toBe("CANCELED");
    await openai.settled(hanging);
    expect(hanging.aborted).toBe(true);
    expect(Date.now() - asked).toBeLessThan(1_000);
    // The worker's run ends CANCELED and asks for no further step.
    await vi.waitFor(async () => expect(await (await jobs.queue("ai").getJob(jobIdOf("ai.runJob", { jobId: job.id }) ?? ""))?.getState()).toBe("completed"), {
      timeout: 5_000,
      interval: 50,
    });
    // Nothing is left to run a further step: no run of an AI job waits, is delayed or runs (the queue's scheduled sweeps aside).
    const pending = await jobs.queue("ai").getJobs(["waiting", "delayed", "active", "prioritized"]);
    expect(pending.filter((queued) => queued.name === "ai.runJob")).toEqual([]);
    expect(responses()).toHaveLength(2);
    const cancelled = await reload(job.id);
    expect(cancelled).toMatchObject({ status: "CANCELED", stepTextStatus: "Cancelled" });
    expect(jobDataOf(cancelled).steps).toHaveLength(1);
  }, 60_000);

  it("retries a step the provider rate-limits, after the wait it asks for", async () => {
    await startWorkers();
    openai.queue({ error: { status: 429, message: "Rate limit reached for gpt-4.1-mini.", retryAfterSeconds: 1 } });
    const { job, authorId } = await startedJob(1);
    await vi.waitFor(async () => expect((await reload(job.id)).status).toBe("COMPLETED"), { timeout: 30_000, interval: 50 });
    const [limited, retried] = responses();
    expect(limited!.status).toBe(429);
    expect(retried!.status).toBe(200);
    // Retry-After (1 s) wins over the configured 50 ms backoff.
    expect(retried!.receivedAt - limited!.finishedAt!).toBeGreaterThanOrEqual(950);
    const plan = planJob(jobParamsOf(job));
    expect(responses()).toHaveLength(plan.length + 1);
    // The refused call cost nothing: one charge per step.
    expect(await AuthorAiUsage.query(db.knex).where({ authorId }).resultSize()).toBe(plan.length);
  }, 60_000);
});
