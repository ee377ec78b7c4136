import type { Knex } from "@storyloom/db";
import type { JobPayload, JobQueue } from "@storyloom/domain/jobs/index.ts";
import type { PublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import { publishScheduledChapter } from "@storyloom/domain/services/publishing/publishScheduledChapter.ts";
import type { ScheduledOutcome } from "@storyloom/domain/services/publishing/publishScheduledChapter.ts";

/**
 * `publishing.publishChapter`: the delayed job of a scheduled chapter. It
 * publishes only a chapter still SCHEDULED for a time that has come, so a
 * job left behind by a reschedule or an unschedule, or delivered twice, is a
 * no-op ("skipped").
 */
export function publishChapter(
  deps: { knex: Knex; jobs: JobQueue; pages: PublicPageCache },
  payload: JobPayload<"publishing.publishChapter">,
): Promise<ScheduledOutcome> {
  return publishScheduledChapter({ knex: deps.knex, jobs: deps.jobs, pages: deps.pages, chapterId: payload.chapterId });
}
