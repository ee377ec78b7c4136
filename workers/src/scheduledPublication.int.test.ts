import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Chapter, ChapterVersion } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createChapter, createPublishableBook } from "@storyloom/testkit/factories";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { startWorkerProcess, stopChildProcess } from "@storyloom/testkit/workerProcess";
import { createJobQueue } from "@storyloom/domain/jobs/index.ts";
import type { JobQueue } from "@storyloom/domain/jobs/index.ts";
import { publicationJobId } from "@storyloom/domain/services/publishing/publicationJobs.ts";
import { scheduleChapterPublication } from "@storyloom/domain/services/publishing/scheduleChapterPublication.ts";

// The real workers process (workers/src/main.ts), started and stopped as in
// production, against this file's database and Redis prefix.
const redisPrefix = testRedisPrefix();
let db: TestDatabase;
let jobs: JobQueue;
let redis: Redis;
let outboxDir: string;
let worker: ChildProcess | undefined;

/** The workers process, once it is ready. */
async function startWorkers(): Promise<ChildProcess> {
  return (await startWorkerProcess({ DATABASE_URL: db.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: redisPrefix, MAIL_OUTBOX_DIR: outboxDir })).child;
}

beforeAll(async () => {
  db = await useTestDatabase();
  outboxDir = await mkdtemp(path.join(tmpdir(), "workers-publishing-"));
  jobs = createJobQueue({ redisUrl: testRedisUrl(), redisPrefix });
  redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  worker = await startWorkers();
}, 30_000);

afterAll(async () => {
  if (worker) await stopChildProcess(worker);
  await jobs.close();
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await db.close();
  await rm(outboxDir, { recursive: true, force: true });
});

async function draftChapter(): Promise<Chapter> {
  const book = await createPublishableBook(db.knex);
  return createChapter(db.knex, { bookId: book.id, markup: "<p>The tide came in at noon.</p>" });
}

/** Schedules (or with null unschedules) through the same domain service as the API. */
async function schedule(chapterId: number, at: Date | null): Promise<Chapter> {
  return db.knex.transaction(async (trx) => {
    const chapter = await Chapter.query(trx).findById(chapterId).forUpdate().throwIfNotFound();
    return scheduleChapterPublication({ trx, jobs, chapter, scheduledPublicationAt: at });
  });
}

const publishVersions = (chapterId: number) => ChapterVersion.query(db.knex).where({ chapterId }).where("versionName", "like", "Published %");
const statusOf = async (chapterId: number) => (await Chapter.query(db.knex).findById(chapterId))?.status;
const waitForPublished = (chapterId: number, timeout = 20_000) =>
  vi.waitFor(async () => expect(await statusOf(chapterId)).toBe("PUBLISHED"), { timeout, interval: 100 });

describe("scheduled chapter publication (the workers process)", () => {
  it("publishes a chapter at its time exactly once, though the workers restarted in between", async () => {
    const chapter = await draftChapter();
    const at = new Date(Date.now() + 2_000);
    await schedule(chapter.id, at);
    const jobId = publicationJobId({ kind: "chapter", chapterId: chapter.id }, at);
    await vi.waitFor(async () => expect(await (await jobs.queue("publishing").getJob(jobId))?.getState()).toBe("delayed"), { timeout: 5_000, interval: 50 });

    await stopChildProcess(worker!);
    worker = await startWorkers();

    await waitForPublished(chapter.id);
    await vi.waitFor(async () => expect(await (await jobs.queue("publishing").getJob(jobId))?.getState()).toBe("completed"), {
      timeout: 10_000,
      interval: 100,
    });
    const published = await Chapter.query(db.knex).findById(chapter.id).throwIfNotFound();
    expect(published.publishedAt!.getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(published.scheduledPublicationAt).toBeNull();
    expect(await publishVersions(chapter.id).resultSize()).toBe(1);
  }, 60_000);

  it("publishes a rescheduled chapter at its new time, not the old one", async () => {
    const chapter = await draftChapter();
    const oldAt = new Date(Date.now() + 2_000);
    await schedule(chapter.id, oldAt);
    const newAt = new Date(Date.now() + 5_000);
    await schedule(chapter.id, newAt);
    const oldJob = publicationJobId({ kind: "chapter", chapterId: chapter.id }, oldAt);
    await vi.waitFor(async () => expect(await jobs.queue("publishing").getJob(oldJob)).toBeUndefined(), { timeout: 5_000, interval: 50 });

    await waitForPublished(chapter.id);
    const published = await Chapter.query(db.knex).findById(chapter.id).throwIfNotFound();
    expect(published.publishedAt!.getTime()).toBeGreaterThanOrEqual(newAt.getTime());
    expect(await publishVersions(chapter.id).resultSize()).toBe(1);
  }, 60_000);

  it("never publishes an unscheduled chapter", async () => {
    const unscheduled = await draftChapter();
    const at = new Date(Date.now() + 2_000);
    await schedule(unscheduled.id, at);
    await schedule(unscheduled.id, null);
    // A chapter scheduled just after it: once that one is out, the unscheduled one's time has passed too.
    const witness = await draftChapter();
    await schedule(witness.id, new Date(at.getTime() + 500));

    await waitForPublished(witness.id);
    expect(await statusOf(unscheduled.id)).toBe("DRAFT");
    expect(await publishVersions(unscheduled.id).resultSize()).toBe(0);
    expect(await jobs.queue("publishing").getJob(publicationJobId({ kind: "chapter", chapterId: unscheduled.id }, at))).toBeUndefined();
  }, 60_000);

  it("still publishes a chapter due while Redis restarted empty (no persistence), without a workers restart", async () => {
    const chapter = await draftChapter();
    // Scheduled before the restart and due during it: its delayed job is lost with everything else.
    await Chapter.query(db.knex)
      .findById(chapter.id)
      .patch({ status: "SCHEDULED", scheduledPublicationAt: new Date(Date.now() - 30_000) });
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    const clients = String(await redis.call("CLIENT", "LIST"))
      .split("\n")
      .filter((line) => line.includes(` name=storyloom-workers:${redisPrefix} `));
    expect(clients.length).toBeGreaterThan(0);
    for (const line of clients) await redis.call("CLIENT", "KILL", "ID", /\bid=(\d+)/.exec(line)![1]!);

    // Reconnected, the workers put the publishing.publishDue sweep back, and it publishes the chapter.
    await waitForPublished(chapter.id);
    expect(await publishVersions(chapter.id).resultSize()).toBe(1);
  }, 60_000);

  it("publishes an overdue chapter whose delayed job was lost, through the publishing.publishDue sweep", async () => {
    const chapter = await draftChapter();
    // Scheduled a minute ago, and Redis lost the job (or never got it).
    await Chapter.query(db.knex)
      .findById(chapter.id)
      .patch({ status: "SCHEDULED", scheduledPublicationAt: new Date(Date.now() - 60_000) });
    await jobs.enqueue("publishing.publishDue", {});
    await waitForPublished(chapter.id);
    expect(await publishVersions(chapter.id).resultSize()).toBe(1);
  }, 60_000);
});
