import type { Knex } from "@storyloom/db";
import type { JobQueue } from "@storyloom/domain/jobs/index.ts";
import type { PublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import { publishDue as publishOverdue } from "@storyloom/domain/services/publishing/publishDue.ts";

/** `publishing.publishDue` (every minute): publishes whatever is overdue, for delayed jobs that were lost. */
export function publishDue(deps: { knex: Knex; jobs: JobQueue; pages: PublicPageCache }): Promise<{ chapters: number; books: number }> {
  return publishOverdue({ knex: deps.knex, jobs: deps.jobs, pages: deps.pages });
}
