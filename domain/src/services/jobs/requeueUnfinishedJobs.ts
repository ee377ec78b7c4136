/**
 * The sweep behind `ai.requeueUnfinished` (every few minutes): a job whose
 * `ai.runJob` was lost (Redis restarted without persistence, an add that
 * failed after the commit) is added again; one whose BullMQ job failed for
 * good is marked FAILED, so no job waits for ever.
 */
import type { Knex } from "@storyloom/db";
import { Job } from "@storyloom/db/models";
import { jobIdOf } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";

/** Jobs younger than this are left alone: their add may still be on its way. */
export const REQUEUE_AFTER_MS = 60_000;

export async function requeueUnfinishedJobs(deps: { knex: Knex; jobs: JobQueue }, now = new Date()): Promise<{ requeued: number; failed: number }> {
  const rows = await Job.query(deps.knex)
    .whereIn("status", ["WATING", "ACTIVE"])
    .where("updatedAt", "<", new Date(now.getTime() - REQUEUE_AFTER_MS))
    .select("id");
  const queue = deps.jobs.queue("ai");
  let requeued = 0;
  let failed = 0;
  for (const { id } of rows) {
    const jobId = jobIdOf("ai.runJob", { jobId: id }) ?? "";
    const queued = await queue.getJob(jobId);
    const state = queued ? await queued.getState() : null;
    if (state === "failed") {
      failed += await Job.query(deps.knex).findById(id).whereIn("status", ["WATING", "ACTIVE"]).patch({
        status: "FAILED",
        error: "The job stopped after repeated errors. Try it again to go on from the last step saved.",
        stepTextStatus: "Stopped",
      });
    } else if (state === null || state === "unknown" || state === "completed") {
      if (queued) await queued.remove().catch(() => undefined);
      await deps.jobs.enqueue("ai.runJob", { jobId: id });
      requeued += 1;
    }
  }
  return { requeued, failed };
}
