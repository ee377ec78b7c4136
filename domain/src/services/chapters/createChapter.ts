import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";
import { sanitizeMarkup } from "./sanitizeMarkup.ts";

/**
 * Adds a draft chapter after the book's last one. The caller has locked the
 * book row (findChapterBook forUpdate), so two creates in the same book take
 * turns and cannot both pick the same number.
 */
export async function createChapter(input: {
  trx: Knex.Transaction;
  bookId: number;
  title?: string | undefined;
  markup?: string | undefined;
}): Promise<Chapter> {
  const { trx, bookId } = input;
  const last = await Chapter.query(trx).where({ bookId }).select("number").orderBy("number", "desc").first();
  const lastNumber = last?.number ?? 0;
  return Chapter.query(trx).insertAndFetch({
    bookId,
    number: lastNumber + 1,
    title: input.title ?? null,
    markup: input.markup === undefined ? null : sanitizeMarkup(input.markup),
  });
}
