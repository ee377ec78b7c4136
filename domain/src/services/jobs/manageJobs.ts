import { pageOf } from "@storyloom/db";
/**
 * An author's jobs (README.md beside this file): listed, found, the book's
 * current and unfinished ones, marked seen (the studio's "your book is ready"
 * notice), and cancelled. Only the author has them; anyone else's are not found.
 */
import type { JobStatus, JobType, Knex } from "@storyloom/db";
import { Job } from "@storyloom/db/models";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { ConflictError, NotFoundError } from "../../errors.ts";
import { enqueueAfterCommit, jobIdOf } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { announceCancel } from "./jobCancellation.ts";
import { ALREADY_RUNNING } from "./startJob.ts";

export const UNFINISHED: JobStatus[] = ["WATING", "ACTIVE"];
export const ALREADY_FINISHED = "This job has already finished.";
export const ONLY_FAILED_RESUMES = "Only a job that failed can be tried again.";

export async function findJob(db: Knex | Knex.Transaction, input: { authorId: number; jobId: number }): Promise<Job> {
  const job = await Job.query(db).findOne({ id: input.jobId, authorId: input.authorId });
  if (!job) throw new NotFoundError("Job not found.");
  return job;
}

async function ownBook(db: Knex, authorId: number, bookId: number): Promise<void> {
  const book = await db("books").where({ id: bookId, authorId, deleted: false }).first("id");
  if (!book) throw new NotFoundError("Book not found.");
}

export async function listJobs(
  db: Knex,
  input: { authorId: number; bookId?: number | undefined; status?: JobStatus | undefined; type?: JobType | undefined; page: number; pageSize: number },
): Promise<{ items: Job[]; total: number }> {
  const query = Job.query(db).where({ authorId: input.authorId });
  if (input.bookId !== undefined) query.where({ bookId: input.bookId });
  if (input.status !== undefined) query.where({ status: input.status });
  if (input.type !== undefined) query.where({ type: input.type });
  const { results, total } = await pageOf(
    query.orderBy([
      { column: "createdAt", order: "desc" },
      { column: "id", order: "desc" },
    ]),
    input.page,
    input.pageSize,
  );
  return { items: results, total };
}

/** The book's latest job, whatever its state (the studio shows it running, or its outcome until seen); null when it never had one. */
export async function currentJob(db: Knex, input: { authorId: number; bookId: number }): Promise<Job | null> {
  await ownBook(db, input.authorId, input.bookId);
  return (
    (await Job.query(db)
      .where({ bookId: input.bookId, authorId: input.authorId })
      .orderBy([
        { column: "createdAt", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .first()) ?? null
  );
}

/** The book's jobs waiting or running, oldest first. */
export async function unfinishedJobs(db: Knex, input: { authorId: number; bookId: number }): Promise<Job[]> {
  await ownBook(db, input.authorId, input.bookId);
  return Job.query(db)
    .where({ bookId: input.bookId, authorId: input.authorId })
    .whereIn("status", UNFINISHED)
    .orderBy([
      { column: "createdAt", order: "asc" },
      { column: "id", order: "asc" },
    ]);
}

/** PATCH /jobs/{id}: the author has seen (or wants to see again) the job's outcome. */
export async function markJobSeen(db: Knex, input: { authorId: number; jobId: number; isSeenByUser: boolean }): Promise<Job> {
  const job = await findJob(db, input);
  return job.$query(db).patchAndFetch({ isSeenByUser: input.isSeenByUser });
}

/**
 * PATCH /jobs/{id} with status WATING: a failed job (the balance ran out, the
 * provider kept failing) is tried again from its last saved step. The book
 * must have no other job running.
 */
export async function resumeJob(deps: { knex: Knex; jobs: JobQueue }, input: { authorId: number; jobId: number }): Promise<Job> {
  const queueId = jobIdOf("ai.runJob", { jobId: input.jobId }) ?? "";
  // The finished BullMQ job of the same id would swallow the new add.
  await deps.jobs.queue("ai").remove(queueId);
  return deps.knex.transaction(async (trx) => {
    const found = await Job.query(trx).findOne({ id: input.jobId, authorId: input.authorId }).forUpdate();
    if (!found) throw new NotFoundError("Job not found.");
    if (found.status !== "FAILED") throw new ConflictError(ONLY_FAILED_RESUMES);
    await trx("books").where({ id: found.bookId }).forUpdate().first("id");
    const running = await Job.query(trx).where({ bookId: found.bookId }).whereIn("status", UNFINISHED).first();
    if (running) throw new ConflictError(ALREADY_RUNNING);
    const resumed = await found.$query(trx).patchAndFetch({ status: "WATING", error: null, stepTextStatus: "Waiting to start…", isSeenByUser: false });
    void enqueueAfterCommit(trx, deps.jobs, "ai.runJob", { jobId: found.id });
    return resumed;
  });
}

/**
 * Cancels a waiting or running job: CANCELED at once (the studio shows it so),
 * then the worker running it is told and aborts its request to the provider.
 * What earlier steps saved stays in the book.
 */
export async function cancelJob(
  deps: { knex: Knex; redis: Redis; redisPrefix: string; logger?: Logger },
  input: { authorId: number; jobId: number },
): Promise<Job> {
  const { knex } = deps;
  const job = await knex.transaction(async (trx) => {
    const found = await Job.query(trx).findOne({ id: input.jobId, authorId: input.authorId }).forUpdate();
    if (!found) throw new NotFoundError("Job not found.");
    if (!UNFINISHED.includes(found.status)) throw new ConflictError(ALREADY_FINISHED);
    return found.$query(trx).patchAndFetch({ status: "CANCELED", stepTextStatus: "Cancelled", isSeenByUser: true });
  });
  await announceCancel(deps.redis, deps.redisPrefix, job.id, deps.logger);
  return job;
}
