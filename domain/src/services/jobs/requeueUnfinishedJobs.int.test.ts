import { Worker } from "bullmq";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { Job } from "@storyloom/db/models";
import type { JobStatus } from "@storyloom/db/enums";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createBook } from "@storyloom/testkit/factories";
import { testRedisUrl } from "@storyloom/testkit/redis";
import { bullPrefix, jobIdOf } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { requeueUnfinishedJobs } from "./requeueUnfinishedJobs.ts";
import { useServiceTestContext } from "../../testing.ts";

let db: TestDatabase;
let jobs: JobQueue;
const redisPrefix = useServiceTestContext((made) => ({ db, jobs } = made));

async function jobRow(status: JobStatus, minutesAgo: number): Promise<Job> {
  const book = await createBook(db.knex);
  const job = await Job.query(db.knex).insertAndFetch({ type: "BOOK_AI_GENERATE_BY_NOTES", status, params: {}, authorId: book.authorId, bookId: book.id });
  await db
    .knex("jobs")
    .where({ id: job.id })
    .update({ updated_at: new Date(Date.now() - minutesAgo * 60_000) });
  return job;
}

const queued = (jobId: number) => jobs.queue("ai").getJob(jobIdOf("ai.runJob", { jobId }) ?? "");

describe("the sweep of AI jobs whose run was lost", () => {
  it("adds again an unfinished job missing from the queue, leaves new and finished ones, and fails one BullMQ gave up on", async () => {
    const lost = await jobRow("ACTIVE", 5);
    const fresh = await jobRow("WATING", 0);
    const finished = await jobRow("COMPLETED", 5);
    const givenUp = await jobRow("ACTIVE", 5);
    // Its run taken by a worker and failed for good (what BullMQ does after the last attempt).
    await jobs.enqueue("ai.runJob", { jobId: givenUp.id });
    const connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    const worker = new Worker("ai", null, { connection, prefix: bullPrefix(redisPrefix), autorun: false });
    const taken = await worker.getNextJob("test-token");
    taken!.discard();
    await taken!.moveToFailed(new Error("the database was gone"), "test-token", false);
    await worker.close();
    connection.disconnect();

    await requeueUnfinishedJobs({ knex: db.knex, jobs });

    expect(await (await queued(lost.id))?.getState()).toBe("waiting");
    expect(await queued(fresh.id)).toBeUndefined();
    expect(await queued(finished.id)).toBeUndefined();
    expect(await Job.query(db.knex).findById(givenUp.id)).toMatchObject({
      status: "FAILED",
      error: "The job stopped after repeated errors. Try it again to go on from the last step saved.",
    });
  });
});
