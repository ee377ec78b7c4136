import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { requireGenre } from "./requireGenre.ts";

/** The book fields an author may change here; null clears an optional one. */
export interface BookChanges {
  title?: string;
  description?: string | null;
  genreId?: number | null;
  imgUrl?: string | null;
  subscribersOnly?: boolean;
  customChapterNumbering?: boolean;
}

/** Saves the fields that were sent and gives the book as it now is, with its genre. */
export async function updateBook(input: { trx: Knex.Transaction; book: Book; changes: BookChanges }): Promise<Book> {
  const { trx, book, changes } = input;
  await requireGenre(trx, changes.genreId);
  await book.$query(trx).patch(changes);
  return book.$query(trx).withGraphFetched("genre");
}
