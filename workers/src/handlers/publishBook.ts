import type { Knex } from "@storyloom/db";
import type { JobPayload } from "@storyloom/domain/jobs/index.ts";
import { publishScheduledBook } from "@storyloom/domain/services/publishing/publishScheduledBook.ts";
import type { ScheduledOutcome } from "@storyloom/domain/services/publishing/publishScheduledChapter.ts";

/** `publishing.publishBook`: the delayed job of a scheduled (STAGED) book; a no-op unless it is still due. */
export function publishBook(deps: { knex: Knex }, payload: JobPayload<"publishing.publishBook">): Promise<ScheduledOutcome> {
  return publishScheduledBook({ knex: deps.knex, bookId: payload.bookId });
}
