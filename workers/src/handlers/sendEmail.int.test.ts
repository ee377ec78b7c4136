import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Worker } from "bullmq";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OutgoingEmail } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { createJobQueue } from "@storyloom/domain/jobs/index.ts";
import type { JobQueue } from "@storyloom/domain/jobs/index.ts";
import { createPublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import type { PublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import { aiConfigOf, createAiClients } from "@storyloom/domain/integrations/ai.ts";
import { createMailer } from "@storyloom/domain/integrations/mail.ts";
import { createCancelWatcher } from "@storyloom/domain/services/jobs/jobCancellation.ts";
import type { CancelWatcher } from "@storyloom/domain/services/jobs/jobCancellation.ts";
import { createCustomDomainsDeps } from "@storyloom/domain/services/customDomains/settings.ts";
import type { Mailer } from "@storyloom/domain/integrations/mail.ts";
import { createLocalStorage } from "@storyloom/domain/integrations/storage.ts";
import { queueEmail } from "@storyloom/domain/services/mail/queueEmail.ts";
import { createHandlers, startWorkers } from "../workers.ts";

const logger = pino({ level: "silent" });
const redisPrefix = testRedisPrefix();
let db: TestDatabase;
let outboxDir: string;
let mailer: Mailer;
let jobs: JobQueue;
let pages: PublicPageCache;
let connection: Redis;
let workers: Worker[];
let cancellations: CancelWatcher;

beforeAll(async () => {
  db = await useTestDatabase();
  outboxDir = await mkdtemp(path.join(tmpdir(), "workers-outbox-"));
  mailer = createMailer({ smtpUrl: undefined, from: "Storyloom <no-reply@storyloom.local>", outboxDir, logger });
  // The API's producer and the workers' consumer, on the same prefix as in production.
  jobs = createJobQueue({ redisUrl: testRedisUrl(), redisPrefix, logger });
  connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  pages = createPublicPageCache({ redisUrl: testRedisUrl(), redisPrefix, logger });
  cancellations = createCancelWatcher({ redisUrl: testRedisUrl(), redisPrefix, logger });
  const ai = createAiClients(aiConfigOf({ AI_SIMULATED: false }));
  const handlers = createHandlers({
    knex: db.knex,
    mailer,
    jobs,
    pages,
    ai,
    cancellations,
    logger,
    aiJobRetryBaseMs: 0,
    customDomains: createCustomDomainsDeps({ PUBLIC_URL: "http://localhost:8080", CERTIFICATES: "on-demand" }),
    storage: createLocalStorage(await mkdtemp(path.join(tmpdir(), "storyloom-workers-files-"))),
    publicUrl: "http://localhost:8080",
  });
  workers = startWorkers({ connection, redisPrefix, concurrency: 2, handlers, logger, queues: ["mail"] });
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.close()));
  await jobs.close();
  await pages.close();
  await cancellations.close();
  const keys = await connection.keys(`${redisPrefix}*`);
  if (keys.length > 0) await connection.del(...keys);
  await connection.quit();
  mailer.close();
  await db.close();
  await rm(outboxDir, { recursive: true, force: true });
});

async function outboxFileTo(to: string): Promise<string | undefined> {
  for (const file of (await readdir(outboxDir)).filter((f) => f.endsWith(".eml"))) {
    const raw = await readFile(path.join(outboxDir, file), "utf8");
    if (raw.includes(`To: ${to}`)) return raw;
  }
  return undefined;
}

describe("the mail queue", () => {
  it("delivers an e-mail queued in a committed transaction into the outbox, once", async () => {
    const to = "queued-reader@example.test";
    const email = await db.knex.transaction((trx) =>
      queueEmail({
        trx,
        jobs,
        message: { to, subject: "Welcome to Storyloom", text: "Your first chapter is waiting.", html: "<p>Your first chapter is waiting.</p>" },
      }),
    );

    await vi.waitFor(async () => expect(await outboxFileTo(to)).toContain("Subject: Welcome to Storyloom"), { timeout: 10_000, interval: 50 });
    await vi.waitFor(async () => expect((await OutgoingEmail.query(db.knex).findById(email.id))?.status).toBe("SENT"), { timeout: 5_000 });
    expect(await OutgoingEmail.query(db.knex).findById(email.id)).toMatchObject({ attempts: 1, textBody: null, htmlBody: null });

    // The same job run again (BullMQ delivers at least once) sends nothing more.
    await jobs
      .queue("mail")
      .getJob(`mail.send-${email.id}`)
      .then((job) => job?.remove());
    const again = await jobs.enqueue("mail.send", { emailId: email.id });
    await vi.waitFor(async () => expect(await again.getState()).toBe("completed"), { timeout: 10_000, interval: 50 });
    expect((await jobs.queue("mail").getJob(again.id!))?.returnvalue).toBe("skipped");
    expect((await readdir(outboxDir)).filter((f) => f.endsWith(".eml"))).toHaveLength(1);
  });

  it("sends nothing for an e-mail whose transaction rolled back", async () => {
    const to = "rolled-back@example.test";
    let rolledBack: OutgoingEmail | undefined;
    await expect(
      db.knex.transaction(async (trx) => {
        rolledBack = await queueEmail({ trx, jobs, message: { to, subject: "Never sent", text: "x" } });
        throw new Error("undone");
      }),
    ).rejects.toThrow("undone");
    expect(await OutgoingEmail.query(db.knex).where({ toAddress: to })).toEqual([]);

    // An e-mail queued after it goes out; its job was added after any job of the
    // rolled-back one would have been (one producer, adds in order), so that one would show now.
    const later = await db.knex.transaction((trx) =>
      queueEmail({ trx, jobs, message: { to: "after-rollback@example.test", subject: "Queued after the rollback", text: "y" } }),
    );
    await vi.waitFor(async () => expect((await OutgoingEmail.query(db.knex).findById(later.id))?.status).toBe("SENT"), { timeout: 10_000, interval: 50 });
    expect(await jobs.queue("mail").getJob(`mail.send-${rolledBack!.id}`)).toBeUndefined();
    expect(await outboxFileTo(to)).toBeUndefined();
  });

  it("mail.requeuePending gives an e-mail whose job was lost a new one", async () => {
    const to = "lost-job@example.test";
    // Queued ten minutes ago, but the add after the commit never reached Redis.
    await db
      .knex("outgoingEmails")
      .insert({ toAddress: to, subject: "Lost and found", textBody: "Here it is.", createdAt: new Date(Date.now() - 10 * 60 * 1000) });
    await jobs.enqueue("mail.requeuePending", {});
    await vi.waitFor(async () => expect(await outboxFileTo(to)).toContain("Subject: Lost and found"), { timeout: 10_000, interval: 50 });
  });
});
