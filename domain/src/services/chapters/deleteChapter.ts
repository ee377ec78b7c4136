import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";

/**
 * Deletes a chapter and closes the gap: the chapters after it move up by one
 * in a single UPDATE (the (book_id, number) constraint is deferrable, so it
 * is checked once the whole statement has run). Its versions cascade. The
 * caller has locked the book row and authorized "chapter.delete".
 */
export async function deleteChapter(input: { trx: Knex.Transaction; chapter: Chapter }): Promise<void> {
  const { trx, chapter } = input;
  await Chapter.query(trx).deleteById(chapter.id);
  await Chapter.query(trx)
    .where({ bookId: chapter.bookId })
    .where("number", ">", chapter.number)
    .patch({ number: Chapter.raw("number - 1") });
}
