import type { Knex } from "@storyloom/db";
import { Book, Chapter } from "@storyloom/db/models";
import type { JobQueue } from "../../jobs/enqueue.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { publishScheduledBook } from "./publishScheduledBook.ts";
import { publishScheduledChapter } from "./publishScheduledChapter.ts";

/** At most this many chapters and books per sweep; the next sweep takes the rest. */
export const DUE_BATCH_SIZE = 200;

/**
 * The `publishing.publishDue` sweep (every minute): publishes every chapter
 * and book whose scheduled time has passed, through the same work as their
 * delayed jobs. Normally it finds nothing; it is what makes a delayed job
 * lost with Redis, or an add that never reached it, cost a minute at most.
 */
export async function publishDue(input: { knex: Knex; jobs: JobQueue; pages: PublicPageCache; now?: Date }): Promise<{ chapters: number; books: number }> {
  const { knex, jobs, pages } = input;
  const now = input.now ?? new Date();
  const chapters = await Chapter.query(knex)
    .joinRelated("book")
    .where("chapters.status", "SCHEDULED")
    .where("chapters.scheduledPublicationAt", "<=", now)
    .where("book.deleted", false)
    .select("chapters.id")
    .orderBy("chapters.scheduledPublicationAt")
    .limit(DUE_BATCH_SIZE);
  let publishedChapters = 0;
  for (const { id } of chapters) {
    if ((await publishScheduledChapter({ knex, jobs, pages, chapterId: id, now })) === "published") publishedChapters += 1;
  }
  const books = await Book.query(knex)
    .where({ status: "STAGED", deleted: false })
    .where("scheduledPublicationAt", "<=", now)
    .select("id")
    .orderBy("scheduledPublicationAt")
    .limit(DUE_BATCH_SIZE);
  let publishedBooks = 0;
  for (const { id } of books) {
    if ((await publishScheduledBook({ knex, pages, bookId: id, now })) === "published") publishedBooks += 1;
  }
  return { chapters: publishedChapters, books: publishedBooks };
}
