import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import type { ChapterBookSubject } from "../../policies/chapters.ts";

/** A chapter's book as the chapter policies decide on it. */
export interface ChapterBook extends ChapterBookSubject {
  id: number;
}

/**
 * Loads the book whose chapters are asked for, for the chapter policies to
 * decide on (owner or admin, not deleted). `forUpdate` locks the row: the
 * calls that renumber a book's chapters (create, delete, move) queue on it.
 */
export async function findChapterBook(db: Knex | Knex.Transaction, bookId: number, options: { forUpdate?: boolean } = {}): Promise<ChapterBook> {
  const query = Book.query(db).findById(bookId).select("id", "authorId", "deleted");
  const book = await (options.forUpdate ? query.forUpdate() : query);
  if (!book) throw new NotFoundError("Book not found.");
  return { id: book.id, authorId: book.authorId, deleted: book.deleted };
}
