import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";

/**
 * A chapter of the given book (scoped by book, so an id of another book's
 * chapter is not found). `forUpdate` locks the row: edits of one chapter
 * queue on it, which is what makes the version check race-free.
 */
export async function findChapter(db: Knex | Knex.Transaction, input: { bookId: number; chapterId: number; forUpdate?: boolean }): Promise<Chapter> {
  const query = Chapter.query(db).where({ bookId: input.bookId }).findById(input.chapterId);
  const chapter = await (input.forUpdate ? query.forUpdate() : query);
  if (!chapter) throw new NotFoundError("Chapter not found.");
  return chapter;
}
