import { Worker } from "bullmq";
import { Redis } from "ioredis";
import { describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "@storyloom/testkit/db";
import { testRedisUrl } from "@storyloom/testkit/redis";
import { bullPrefix, jobIdOf } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { requeuePendingEmails, REQUEUE_AFTER_MS } from "./requeuePendingEmails.ts";
import { useServiceTestContext } from "../../testing.ts";

let db: TestDatabase;
let jobs: JobQueue;
const redisPrefix = useServiceTestContext((made) => ({ db, jobs } = made));

async function insertEmail(fields: { status?: "PENDING" | "SENT" | "FAILED"; ageMs: number }): Promise<number> {
  // A plain insert: the model would stamp created_at with now.
  const [row] = await db
    .knex("outgoingEmails")
    .insert({
      toAddress: "reader@example.test",
      subject: "Hello",
      textBody: "Hi",
      status: fields.status ?? "PENDING",
      createdAt: new Date(Date.now() - fields.ageMs),
    })
    .returning("id");
  return (row as { id: number }).id;
}

const jobOf = (emailId: number) => jobs.queue("mail").getJob(jobIdOf("mail.send", { emailId })!);

describe("requeuePendingEmails", () => {
  it("gives a job to old PENDING e-mails that have none or whose job has finished, and leaves the rest alone", async () => {
    const old = REQUEUE_AFTER_MS + 60_000;
    // A run that ended without settling its e-mail (a stalled job's re-run that
    // skipped the locked row): the job is completed, the e-mail still PENDING.
    const finished = await insertEmail({ ageMs: old });
    const connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    const worker = new Worker("mail", async () => "skipped", { connection, prefix: bullPrefix(redisPrefix) });
    try {
      const finishedJob = await jobs.enqueue("mail.send", { emailId: finished });
      await vi.waitFor(async () => expect(await finishedJob.getState()).toBe("completed"));
    } finally {
      await worker.close();
      await connection.quit();
    }

    const lost = await insertEmail({ ageMs: old });
    const waiting = await insertEmail({ ageMs: old });
    const recent = await insertEmail({ ageMs: 1_000 });
    const sent = await insertEmail({ ageMs: old, status: "SENT" });
    const failed = await insertEmail({ ageMs: old, status: "FAILED" });
    const waitingJob = await jobs.enqueue("mail.send", { emailId: waiting });

    expect(await requeuePendingEmails({ knex: db.knex, jobs })).toEqual({ pending: 3, requeued: 2 });

    expect((await jobOf(lost))?.data).toEqual({ emailId: lost });
    expect(await (await jobOf(lost))?.getState()).toBe("waiting");
    expect((await jobOf(waiting))?.timestamp).toBe(waitingJob.timestamp);
    expect(await (await jobOf(finished))?.getState()).toBe("waiting");
    for (const untouched of [recent, sent, failed]) expect(await jobOf(untouched)).toBeUndefined();

    // Run again: every old PENDING e-mail has a live job now, so nothing is replaced.
    expect(await requeuePendingEmails({ knex: db.knex, jobs })).toEqual({ pending: 3, requeued: 0 });
  });
});
