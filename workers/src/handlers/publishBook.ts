import type { Knex } from "@storyloom/db";
import type { JobPayload } from "@storyloom/domain/jobs/index.ts";
import type { PublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import { publishScheduledBook } from "@storyloom/domain/services/publishing/publishScheduledBook.ts";
import type { ScheduledOutcome } from "@storyloom/domain/services/publishing/publishScheduledChapter.ts";

/** `publishing.publishBook`: the delayed job of a scheduled (STAGED) book; a no-op unless it is still due. */
export function publishBook(deps: { knex: Knex; pages: PublicPageCache }, payload: JobPayload<"publishing.publishBook">): Promise<ScheduledOutcome> {
  return publishScheduledBook({ knex: deps.knex, pages: deps.pages, bookId: payload.bookId });
}
