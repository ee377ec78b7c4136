import type { Knex } from "@storyloom/db";
import { OutgoingEmail } from "@storyloom/db/models";
import { jobIdOf } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { jobQueues } from "../../jobs/names.ts";

/** An e-mail still PENDING this long after it was queued has probably lost its job. */
export const REQUEUE_AFTER_MS = 5 * 60 * 1000;
const BATCH_SIZE = 500;

/**
 * The outbox's safety net, run on a schedule (`mail.requeuePending`): the add
 * after a commit can fail (Redis away for a moment), and a run can end without
 * settling its e-mail (a stalled job whose re-run skipped the locked row). For
 * each e-mail PENDING for a while, a job that is waiting, delayed or running is
 * left alone (same job id, so the add does nothing); a finished one is replaced.
 */
export async function requeuePendingEmails(input: {
  knex: Knex;
  jobs: JobQueue;
  now?: Date;
  olderThanMs?: number;
}): Promise<{ pending: number; requeued: number }> {
  const now = input.now ?? new Date();
  const cutoff = new Date(now.getTime() - (input.olderThanMs ?? REQUEUE_AFTER_MS));
  const rows = await OutgoingEmail.query(input.knex)
    .select("id", "campaignKey")
    .where("status", "PENDING")
    .where("createdAt", "<", cutoff)
    .orderBy("createdAt")
    .limit(BATCH_SIZE);
  let requeued = 0;
  for (const { id, campaignKey } of rows) {
    // A campaign's message goes back to its own, rate-limited queue.
    const name = campaignKey === null ? "mail.send" : "readerMail.send";
    const jobId = jobIdOf(name, { emailId: id })!;
    const existing = await input.jobs.queue(jobQueues[name]).getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state !== "completed" && state !== "failed") continue;
      await existing.remove();
    }
    await input.jobs.enqueue(name, { emailId: id });
    requeued += 1;
  }
  return { pending: rows.length, requeued };
}
