import type { Knex } from "@storyloom/db";
import { Book, Chapter } from "@storyloom/db/models";
import type { JobQueue } from "../../jobs/enqueue.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { hasVisibleText } from "./chapterText.ts";
import { publishChapter } from "./publishChapter.ts";

export type ScheduledOutcome = "published" | "skipped" | "unscheduled";

/**
 * The `publishing.publishChapter` job's work, and the sweep's: publishes the
 * chapter if it is still SCHEDULED for a time that has come (the same
 * publishChapter as the API), else does nothing, so a job that runs twice,
 * late, or after a reschedule or an unschedule is harmless. The row locks
 * (the book's, then the chapter's) make two runs at once take turns. A
 * chapter emptied since it was scheduled goes back to DRAFT ("unscheduled")
 * rather than going live blank.
 */
export async function publishScheduledChapter(input: {
  knex: Knex;
  jobs: JobQueue;
  pages: PublicPageCache;
  chapterId: number;
  now?: Date;
}): Promise<ScheduledOutcome> {
  const { knex, jobs, pages, chapterId } = input;
  return knex.transaction(async (trx) => {
    const now = input.now ?? new Date();
    // The book's row is locked before the chapter's, in the order the API's chapter calls take them:
    // publishing writes the book too (the trigger that keeps its newest chapter's time), and the other
    // order could deadlock with an author deleting the chapter at that moment.
    const of = await Chapter.query(trx).findById(chapterId).select("bookId");
    if (!of) return "skipped";
    const book = await Book.query(trx).findById(of.bookId).select("deleted").forUpdate();
    const chapter = await Chapter.query(trx).findById(chapterId).where({ bookId: of.bookId }).forUpdate();
    if (!chapter || chapter.status !== "SCHEDULED" || !chapter.scheduledPublicationAt) return "skipped";
    if (chapter.scheduledPublicationAt.getTime() > now.getTime()) return "skipped";
    if (!book || book.deleted) return "skipped";
    if (!hasVisibleText(chapter.markup)) {
      await chapter.$query(trx).patch({ status: "DRAFT", scheduledPublicationAt: null });
      return "unscheduled";
    }
    await publishChapter({ trx, jobs, pages, chapter, now });
    return "published";
  });
}
