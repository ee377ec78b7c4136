import type { Knex } from "@storyloom/db";
import { enqueueAfterCommit, removeJobAfterCommit } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";

/** What a scheduled publication is of: a chapter or a book, by id. */
export type PublicationTarget = { kind: "chapter"; chapterId: number } | { kind: "book"; bookId: number };

/**
 * The job id of one scheduled publication: the target's id and the time it
 * is due, e.g. `publishing.publishChapter-42-1795514400000`. With the time in
 * the id, a reschedule adds a job of its own instead of colliding with the
 * old one (which is removed, and would find nothing to do if it ran).
 */
export function publicationJobId(target: PublicationTarget, at: Date): string {
  return target.kind === "chapter"
    ? `publishing.publishChapter-${target.chapterId}-${at.getTime()}`
    : `publishing.publishBook-${target.bookId}-${at.getTime()}`;
}

/**
 * After the transaction commits: removes the delayed job of the old schedule
 * (if any) and adds one for the new (if any), delayed until it is due. The
 * job acts only if the row is still scheduled for a time that has come, so a
 * removal that was lost costs a no-op run; the publishing.publishDue sweep
 * catches an add that was lost.
 */
export function replacePublicationJob(input: {
  trx: Knex.Transaction;
  jobs: JobQueue;
  target: PublicationTarget;
  previous: Date | null;
  next: Date | null;
  now: Date;
}): void {
  const { trx, jobs, target, previous, next, now } = input;
  if (previous && previous.getTime() === next?.getTime()) return;
  const name = target.kind === "chapter" ? "publishing.publishChapter" : "publishing.publishBook";
  if (previous) void removeJobAfterCommit(trx, jobs, name, publicationJobId(target, previous));
  if (!next) return;
  const options = { jobId: publicationJobId(target, next), delay: Math.max(0, next.getTime() - now.getTime()) };
  if (target.kind === "chapter") void enqueueAfterCommit(trx, jobs, "publishing.publishChapter", { chapterId: target.chapterId }, options);
  else void enqueueAfterCommit(trx, jobs, "publishing.publishBook", { bookId: target.bookId }, options);
}
