import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Chapter } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createChapter, createPublishedBook, createReaderBook, createUser } from "@storyloom/testkit/factories";
import { startFakeSmtpServer } from "@storyloom/testkit/fakes/smtp";
import type { FakeSmtpServer } from "@storyloom/testkit/fakes/smtp";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { startWorkerProcess, stopChildProcess } from "@storyloom/testkit/workerProcess";
import type { WorkerProcess } from "@storyloom/testkit/workerProcess";
import { createJobQueue } from "@storyloom/domain/jobs/index.ts";
import type { JobQueue } from "@storyloom/domain/jobs/index.ts";
import { newChapterCampaignKey } from "@storyloom/domain/services/readerMail/announceChapter.ts";
import { scheduleChapterPublication } from "@storyloom/domain/services/publishing/scheduleChapterPublication.ts";

const redisPrefix = testRedisPrefix();
const READERS = 24;
let db: TestDatabase;
let jobs: JobQueue;
let redis: Redis;
let smtp: FakeSmtpServer;
let outboxDir: string;
const running = new Set<WorkerProcess>();

/** The workers process delivering to the fake SMTP server, with locks of a second so a killed worker's jobs are handed on quickly. */
async function startWorkers(): Promise<WorkerProcess> {
  const worker = await startWorkerProcess({
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    MAIL_OUTBOX_DIR: outboxDir,
    SMTP_URL: smtp.url,
    JOB_LOCK_MS: "1000",
    JOB_STALLED_CHECK_MS: "500",
    READER_MAIL_PER_MINUTE: "6000",
    PUBLIC_URL: "http://storyloom.test",
  });
  running.add(worker);
  worker.child.once("exit", () => running.delete(worker));
  return worker;
}

beforeAll(async () => {
  db = await useTestDatabase();
  outboxDir = await mkdtemp(path.join(tmpdir(), "workers-reader-mail-"));
  jobs = createJobQueue({ redisUrl: testRedisUrl(), redisPrefix });
  redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  smtp = await startFakeSmtpServer();
}, 30_000);

afterAll(async () => {
  for (const worker of [...running]) await stopChildProcess(worker.child);
  await jobs.close();
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await smtp.close();
  await db.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** Messages the SMTP server accepted, by recipient. */
function receivedBy(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of smtp.messages) for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

describe("new-chapter e-mails (the workers process)", () => {
  it("a scheduled chapter e-mails each reader exactly once, though the worker was killed mid-batch", async () => {
    const author = await createUser(db.knex, { name: "Nell Harbour" });
    const { book } = await createPublishedBook(db.knex, { authorId: author.authorProfile.id, chapters: 1, title: "Salt Roads" });
    const readers = await Promise.all(Array.from({ length: READERS }, () => createUser(db.knex)));
    for (const reader of readers) await createReaderBook(db.knex, { readerId: reader.readerProfile.id, bookId: book.id });
    const chapter = await createChapter(db.knex, { bookId: book.id, title: "The Ferry", markup: "<p>The ferry left at dawn.</p>" });

    let worker = await startWorkers();
    // The server takes a third of the batch, then stalls: the worker is killed with messages in flight.
    smtp.holdAfter(READERS / 3);
    await db.knex.transaction(async (trx) => {
      const locked = await Chapter.query(trx).findById(chapter.id).forUpdate().throwIfNotFound();
      await scheduleChapterPublication({ trx, jobs, chapter: locked, scheduledPublicationAt: new Date(Date.now() + 1_000), sendEmailWhenPublished: true });
    });
    await vi.waitFor(() => expect(smtp.held).toBeGreaterThan(0), { timeout: 30_000, interval: 50 });
    // The third the server took is committed as SENT before the kill: a message accepted but not yet marked is
    // sent again by the next worker under the same Message-ID (deliverEmail's test shows that window on its own).
    await vi.waitFor(
      async () => {
        expect(smtp.messages).toHaveLength(READERS / 3);
        const sent = await db
          .knex("outgoingEmails")
          .where({ campaignKey: newChapterCampaignKey(chapter.id), status: "SENT" })
          .count<{ count: string }>("* as count")
          .first();
        expect(Number(sent?.count)).toBe(READERS / 3);
      },
      { timeout: 30_000, interval: 50 },
    );
    await stopChildProcess(worker.child, "SIGKILL");
    // Whatever the dead worker had started is never accepted: its connections are gone.
    smtp.release();

    worker = await startWorkers();
    await vi.waitFor(
      async () => {
        const pending = await db
          .knex("outgoingEmails")
          .where({ campaignKey: newChapterCampaignKey(chapter.id) })
          .whereNot({ status: "SENT" })
          .count<{ count: string }>("* as count")
          .first();
        expect(Number(pending?.count)).toBe(0);
      },
      { timeout: 60_000, interval: 200 },
    );

    const counts = receivedBy();
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(smtp.messages.map((m) => /^Message-ID: (.*?)\r?$/im.exec(m.raw)?.[1])).size).toBe(READERS);
    expect([...counts.keys()].sort()).toEqual(readers.map((reader) => reader.user.email).sort());
    const first = smtp.messages[0]!.raw;
    expect(first).toMatch(/^Subject: Salt Roads: Chapter 2: The Ferry is out/m);
    expect(first.replace(/\r?\n[ \t]+/g, " ")).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(first).toContain("Content-Type: text/html");
    expect(first).toContain("Content-Type: text/plain");
    expect((await Chapter.query(db.knex).findById(chapter.id))?.status).toBe("PUBLISHED");
    await stopChildProcess(worker.child);
  }, 120_000);
});
