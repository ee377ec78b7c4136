import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import { checkPublishable } from "../books/checkPublishable.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicBookTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { publishedBookPatch } from "./bookPublication.ts";
import type { ScheduledOutcome } from "./publishScheduledChapter.ts";

/**
 * The `publishing.publishBook` job's work, and the sweep's: publishes the
 * book if it is still STAGED for a time that has come, else does nothing
 * (idempotent; the row lock makes two runs take turns). Its collection was
 * set when it was scheduled. A book that stopped being publishable since
 * (its description removed, say) goes back to DRAFT ("unscheduled"): the
 * studio shows it as a draft with the checklist of what it lacks.
 */
export async function publishScheduledBook(input: { knex: Knex; pages: PublicPageCache; bookId: number; now?: Date }): Promise<ScheduledOutcome> {
  const { knex, pages, bookId } = input;
  return knex.transaction(async (trx) => {
    const now = input.now ?? new Date();
    const book = await Book.query(trx).findById(bookId).forUpdate();
    if (!book || book.deleted || book.status !== "STAGED" || !book.scheduledPublicationAt) return "skipped";
    if (book.scheduledPublicationAt.getTime() > now.getTime()) return "skipped";
    if (!(await checkPublishable({ db: trx, book })).isPublishable) {
      await book.$query(trx).patch({ status: "DRAFT", scheduledPublicationAt: null });
      return "unscheduled";
    }
    await book.$query(trx).patch(publishedBookPatch(book, now));
    void invalidatePublicPages({ trx, pages, tags: publicBookTags(book) });
    return "published";
  });
}
