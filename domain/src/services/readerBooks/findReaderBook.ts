import type { Knex } from "@storyloom/db";
import { ReaderBook } from "@storyloom/db/models";

/** The reader's own ReaderBook of a book (scoped by reader), or undefined before they opened or bought it. */
export async function findReaderBook(db: Knex | Knex.Transaction, input: { readerId: number; bookId: number }): Promise<ReaderBook | undefined> {
  return ReaderBook.query(db).findOne({ readerId: input.readerId, bookId: input.bookId });
}
