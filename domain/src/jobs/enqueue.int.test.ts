import { Writable } from "node:stream";
import pino from "pino";
import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createJobQueue, DEFAULT_JOB_OPTIONS, enqueueAfterCommit, jobIdOf } from "./enqueue.ts";
import type { JobQueue } from "./enqueue.ts";
import { useServiceTestContext } from "../testing.ts";

let db: TestDatabase;
let jobs: JobQueue;
let redis: Redis;
const redisPrefix = useServiceTestContext((made) => ({ db, jobs, redis } = made));

const mailQueue = () => jobs.queue("mail");
const findMailJob = (emailId: number) => mailQueue().getJob(jobIdOf("mail.send", { emailId })!);

let sentinels = 0;
/**
 * Resolves once every add already handed to `jobs` has reached Redis: the
 * queue sends its commands over one connection, in order, so a sentinel job
 * added (and removed) after them lands after them. A test that shows an add
 * did not happen yet waits for this instead of for a while.
 */
async function waitForEarlierAdds(): Promise<void> {
  sentinels += 1;
  const sentinel = await jobs.enqueue("mail.send", { emailId: 999_999 }, { jobId: `sentinel-${sentinels}` });
  await sentinel.remove();
}

describe("jobIdOf", () => {
  it("derives the id from the job name and the payload's ids, and leaves payloads without ids to BullMQ", () => {
    expect(jobIdOf("mail.send", { emailId: 42 })).toBe("mail.send-42");
    expect(jobIdOf("maintenance.purgeExpiredSessions", {})).toBeUndefined();
  });
});

describe("createJobQueue().enqueue", () => {
  it("refuses a payload its schema refuses, and adds nothing", async () => {
    await expect(jobs.enqueue("mail.send", { emailId: -3 })).rejects.toThrow(/emailId/);
    await expect(jobs.enqueue("mail.send", { emailId: 1.5 })).rejects.toThrow(/emailId/);
    // @ts-expect-error: a row instead of an id
    await expect(jobs.enqueue("mail.send", { emailId: 1, to: "reader@example.test" })).rejects.toThrow(/to/);
    // @ts-expect-error: no payload at all
    await expect(jobs.enqueue("mail.send", undefined)).rejects.toThrow();
    expect(await mailQueue().getJobCountByTypes("waiting", "delayed", "active")).toBe(0);
  });

  it("adds the job under BullMQ's prefix of REDIS_PREFIX, once however often it is enqueued, with retries", async () => {
    const first = await jobs.enqueue("mail.send", { emailId: 101 });
    const second = await jobs.enqueue("mail.send", { emailId: 101 });
    expect(first.id).toBe("mail.send-101");
    expect(second.id).toBe(first.id);
    const job = await findMailJob(101);
    expect(job?.name).toBe("mail.send");
    expect(job?.data).toEqual({ emailId: 101 });
    expect(job?.opts).toMatchObject({ attempts: DEFAULT_JOB_OPTIONS.attempts, backoff: DEFAULT_JOB_OPTIONS.backoff });
    expect(await mailQueue().getWaitingCount()).toBe(1);
    expect(await redis.exists(`${redisPrefix}bull:mail:mail.send-101`)).toBe(1);
    await job?.remove();
  });
});

describe("enqueueAfterCommit", () => {
  it("adds the job only once the transaction has committed", async () => {
    let added: Promise<boolean> | undefined;
    await db.knex.transaction(async (trx) => {
      await trx.raw("select 1");
      added = enqueueAfterCommit(trx, jobs, "mail.send", { emailId: 201 });
      // The transaction goes on working, then any eager add would have landed.
      await trx.raw("select 1");
      await waitForEarlierAdds();
      expect(await findMailJob(201)).toBeUndefined();
    });
    expect(await added).toBe(true);
    expect((await findMailJob(201))?.data).toEqual({ emailId: 201 });
  });

  it("adds nothing when the transaction rolls back", async () => {
    let added: Promise<boolean> | undefined;
    await expect(
      db.knex.transaction(async (trx) => {
        added = enqueueAfterCommit(trx, jobs, "mail.send", { emailId: 202 });
        throw new Error("the decision is undone");
      }),
    ).rejects.toThrow("the decision is undone");
    expect(await added).toBe(false);
    expect(await findMailJob(202)).toBeUndefined();
  });

  it("waits for the outermost transaction, and adds nothing for a savepoint that rolled back", async () => {
    let inner: Promise<boolean> | undefined;
    let undone: Promise<boolean> | undefined;
    await db.knex.transaction(async (trx) => {
      await trx.transaction(async (savepoint) => {
        inner = enqueueAfterCommit(savepoint, jobs, "mail.send", { emailId: 203 });
      });
      await trx
        .transaction(async (savepoint) => {
          undone = enqueueAfterCommit(savepoint, jobs, "mail.send", { emailId: 204 });
          throw new Error("undo the savepoint");
        })
        .catch(() => {});
      // The first savepoint is released, but the outer transaction has not committed yet.
      await waitForEarlierAdds();
      expect(await findMailJob(203)).toBeUndefined();
    });
    expect(await inner).toBe(true);
    expect(await undone).toBe(false);
    expect(await findMailJob(203)).toBeDefined();
    expect(await findMailJob(204)).toBeUndefined();
  });

  it("checks the payload at once, so a bad one fails the transaction", async () => {
    await expect(
      db.knex.transaction(async (trx) => {
        await enqueueAfterCommit(trx, jobs, "mail.send", { emailId: 0 });
      }),
    ).rejects.toThrow(/emailId/);
  });

  it("refuses to run outside a transaction", () => {
    expect(() => enqueueAfterCommit(db.knex as never, jobs, "mail.send", { emailId: 205 })).toThrow("needs a transaction");
  });

  it("logs an add that fails after the commit instead of rejecting", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "error" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const unreachable = createJobQueue({ redisUrl: "redis://127.0.0.1:1", redisPrefix, logger, timeoutMs: 300 });
    try {
      let added: Promise<boolean> | undefined;
      await db.knex.transaction(async (trx) => {
        added = enqueueAfterCommit(trx, unreachable, "mail.send", { emailId: 206 });
      });
      expect(await added).toBe(false);
      expect(lines.some((line) => line.includes("could not enqueue job") && line.includes("mail.send"))).toBe(true);
    } finally {
      await unreachable.close();
    }
  });
});
