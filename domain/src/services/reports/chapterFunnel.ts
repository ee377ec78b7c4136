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
export async function chapterFunnel(input: { db: Knex | Knex.Transaction; book: Book; now?: Date }): Promise<{ bookId: number; title: string; chapters: FunnelChapter[] }> {
  const { db, book } = input;
  const bookId = book.id;
  const chapters = await db("chapters").where({ bookId, status: "PUBLISHED" }).orderBy("number").select<Array<{ id: number; title: string | null }>>("id", "title");
  const audiences = await listChapterAudiences({ db, book, ...(input.now ? { now: input.now } : {}) });
  const steps = await db("chapterFunnelEvents")
    .where({ bookId })
    .groupBy("chapterId", "step")
    .select<Array<{ chapterId: number; step: string; count: string }>>("chapterId", "step", db.raw("count(*) as count"));
  const bought = await db
    .select<Array<{ chapterId: number; count: string }>>("c.id as chapter_id", db.raw("count(distinct k.reader_id) as count"))
    .from("chapters as c")
    .join("checkouts as k", (join) => {
      join.on("k.book_id", "c.book_id").andOn(db.raw("(k.kind = 'ENTIRE_BOOK' or c.id = any(k.chapter_ids))"));
    })
    .where("c.bookId", bookId)
    // A literal, not a bound value: it is what lets the partial index on paid checkouts by book serve the join.
    .whereRaw("k.status = 'PAID'")
    .groupBy("c.id");
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
