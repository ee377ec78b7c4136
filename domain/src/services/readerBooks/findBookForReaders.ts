import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import type { Actor } from "../../auth/actor.ts";
import type { PublicBookSubject } from "../../policies/readerBooks.ts";
import { keepsSuspendedBook } from "../readers/suspendedBooks.ts";

/** A book as the reader-side policies decide on it (readerBook.*, review.write). */
export interface BookForReaders extends PublicBookSubject {
  id: number;
}

/**
 * Loads a book for the reader-side policies, which answer 404 unless it is
 * public (or, given the `actor`, suspended and kept by them). `forUpdate`
 * locks the row: review writes queue on it so the book's mean rating is
 * computed from every committed review.
 */
export async function findBookForReaders(
  db: Knex | Knex.Transaction,
  bookId: number,
  options: { forUpdate?: boolean; actor?: Actor } = {},
): Promise<BookForReaders> {
  const query = Book.query(db).findById(bookId).select("id", "authorId", "seriesId", "status", "deleted", "isSuspended");
  const book = await (options.forUpdate ? query.forUpdate() : query);
  if (!book) throw new NotFoundError("Book not found.");
  const found: BookForReaders = { id: book.id, authorId: book.authorId, status: book.status, deleted: book.deleted, isSuspended: book.isSuspended };
  if (book.isSuspended && options.actor)
    found.isKeptByReader = await keepsSuspendedBook(db, options.actor, { id: book.id, authorId: book.authorId, seriesId: book.seriesId });
  return found;
}
