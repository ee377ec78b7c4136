/**
 * A book's reading funnel, per published chapter in reading order: how many
 * visitors started it, finished it, met it locked (the paywall) and bought it
 * (a paid checkout of those chapters, or of the entire book, not taken back).
 * One query per measure, each grouped by chapter.
 */
import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { listChapterAudiences } from "../books/listChapterAudiences.ts";

export interface FunnelChapter {
  chapterId: number;
  index: number;
  title: string;
  /** Everyone can read it today (the book's paywall rules as they stand now). */
  isFree: boolean;
  started: number;
  finished: number;
  reachedPaywall: number;
  bought: number;
}

/** The funnel of a book already loaded and authorised (its author, or an admin). */
export async function chapterFunnel(input: {
  db: Knex | Knex.Transaction;
  book: Book;
  now?: Date;
}): Promise<{ bookId: number; title: string; chapters: FunnelChapter[] }> {
  const { db, book } = input;
  const bookId = book.id;
  const chapters = await db("chapters")
    .where({ bookId, status: "PUBLISHED" })
    .orderBy("number")
    .select<Array<{ id: number; title: string | null }>>("id", "title");
  const audiences = await listChapterAudiences({ db, book, ...(input.now ? { now: input.now } : {}) });
  const steps = await db("chapterFunnelEvents")
    .where({ bookId })
    .groupBy("chapterId", "step")
    .select<Array<{ chapterId: number; step: string; count: string }>>("chapterId", "step", db.raw("count(*) as count"));
  // Buyers of each chapter: the entire book's buyers (they bought every chapter) and, besides them, the
  // readers who bought the chapter itself. Counted this way, the work is one pass over the book's paid
  // checkouts and their chapter ids, where pairing every chapter with every checkout of the book grew
  // with their product (300 ms for a book of 200 chapters and 3,000 buyers: bench/README.md).
  // The status is a literal, not a bound value: it is what lets the partial index on paid checkouts by book serve it.
  const { rows: bought } = await db.raw<{ rows: Array<{ chapterId: number; count: string }> }>(
    `with paid as (
       select reader_id, kind, chapter_ids from checkouts where book_id = ? and status = 'PAID' and reader_id is not null),
     whole as (select distinct reader_id from paid where kind = 'ENTIRE_BOOK'),
     by_chapter as (
       select u.chapter_id, count(distinct p.reader_id) as buyers
         from paid p cross join unnest(p.chapter_ids) as u(chapter_id)
        where not exists (select 1 from whole w where w.reader_id = p.reader_id)
        group by u.chapter_id)
     select c.id as "chapterId", (select count(*) from whole) + coalesce(b.buyers, 0) as count
       from chapters c left join by_chapter b on b.chapter_id = c.id
      where c.book_id = ?`,
    [bookId, bookId],
  );
  const count = (chapterId: number, step: string) => Number(steps.find((row) => row.chapterId === chapterId && row.step === step)?.count ?? 0);
  return {
    bookId,
    title: book.title,
    chapters: chapters.map((chapter, i) => ({
      chapterId: chapter.id,
      index: i + 1,
      title: chapter.title?.trim() || `Chapter ${i + 1}`,
      isFree: audiences.find((row) => row.chapterId === chapter.id)?.today === "EVERYONE",
      started: count(chapter.id, "STARTED"),
      finished: count(chapter.id, "FINISHED"),
      reachedPaywall: count(chapter.id, "PAYWALL"),
      bought: Number(bought.find((row) => row.chapterId === chapter.id)?.count ?? 0),
    })),
  };
}
