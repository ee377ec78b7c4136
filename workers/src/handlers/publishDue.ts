import type { Knex } from "@storyloom/db";
import type { JobQueue } from "@storyloom/domain/jobs/index.ts";
import { publishDue as publishOverdue } from "@storyloom/domain/services/publishing/publishDue.ts";

/** `publishing.publishDue` (every minute): publishes whatever is overdue, for delayed jobs that were lost. */
export function publishDue(deps: { knex: Knex; jobs: JobQueue }): Promise<{ chapters: number; books: number }> {
  return publishOverdue({ knex: deps.knex, jobs: deps.jobs });
}
