import type { Knex } from "@storyloom/db";
import type { JobPayload, JobQueue } from "@storyloom/domain/jobs/index.ts";
import { announceChapter } from "@storyloom/domain/services/readerMail/announceChapter.ts";
import type { AnnounceOutcome } from "@storyloom/domain/services/readerMail/announceChapter.ts";

/**
 * `readerMail.announceChapter`: writes the new-chapter e-mails of a chapter
 * that went live into the outbox and queues them. Safe to run again: the
 * campaign key keeps each reader to one message.
 */
export function announceNewChapter(
  deps: { knex: Knex; jobs: JobQueue; publicUrl: string },
  payload: JobPayload<"readerMail.announceChapter">,
): Promise<AnnounceOutcome> {
  return announceChapter({ knex: deps.knex, jobs: deps.jobs, publicUrl: deps.publicUrl, chapterId: payload.chapterId });
}
