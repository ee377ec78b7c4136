import type { Knex } from "@storyloom/db";
import type { JobQueue } from "@storyloom/domain/jobs/index.ts";
import { requeueUnfinishedJobs as requeue } from "@storyloom/domain/services/jobs/requeueUnfinishedJobs.ts";

/** `ai.requeueUnfinished` (every 5 minutes): adds again the AI jobs whose run was lost; fails those BullMQ gave up on. */
export function requeueUnfinishedJobs(deps: { knex: Knex; jobs: JobQueue }): Promise<{ requeued: number; failed: number }> {
  return requeue({ knex: deps.knex, jobs: deps.jobs });
}
