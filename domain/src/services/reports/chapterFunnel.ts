/**
 * A book's reading funnel, per published chapter in reading order: how many
 * visitors started it, finished it, met it locked (the paywall) and bought it
 * (a paid checkout of those chapters, or of the entire book, not taken back).
 * One query per measure, each grouped by chapter.
 */
import type { Knex } from "@storyloom/db";
import { NotFoundError } from "../../errors.ts";

export interface FunnelChapter {
  chapterId: number;
  index: number;
  title: string;
  isFree: boolean;
  started: number;
  finished: number;
  reachedPaywall: number;
  bought: number;
}

export async function chapterFunnel(input: { db: Knex | Knex.Transaction; authorId: number; bookId: number }): Promise<{ bookId: number; title: string; chapters: FunnelChapter[] }> {
  const { db, bookId } = input;
  const book = await db("books").where({ id: bookId, authorId: input.authorId, deleted: false }).first<{ id: number; title: string; publicChaptersCount: number } | undefined>("id", "title", "publicChaptersCount");
  if (!book) throw new NotFoundError("Book not found.");
  const chapters = await db("chapters").where({ bookId, status: "PUBLISHED" }).orderBy("number").select<Array<{ id: number; title: string | null }>>("id", "title");
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
    .where("k.status", "PAID")
    .groupBy("c.id");
  const count = (chapterId: number, step: string) => Number(steps.find((row) => row.chapterId === chapterId && row.step === step)?.count ?? 0);
  return {
    bookId,
    title: book.title,
    chapters: chapters.map((chapter, i) => ({
      chapterId: chapter.id,
      index: i + 1,
      title: chapter.title?.trim() || `Chapter ${i + 1}`,
      isFree: i + 1 <= book.publicChaptersCount,
      started: count(chapter.id, "STARTED"),
      finished: count(chapter.id, "FINISHED"),
      reachedPaywall: count(chapter.id, "PAYWALL"),
      bought: Number(bought.find((row) => row.chapterId === chapter.id)?.count ?? 0),
    })),
  };
}
