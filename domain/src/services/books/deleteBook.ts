import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";

export const CONFIRM_TITLE_MISMATCH = "Type the book's title exactly to delete it.";

/**
 * Soft-deletes a book (deleted = true) once the author has typed its title:
 * its chapters, readers' purchases and payments stay for the records
 * (docs/decisions.md, Books).
 */
export async function deleteBook(input: { trx: Knex.Transaction; book: Book; confirmTitle: string }): Promise<void> {
  const { trx, book, confirmTitle } = input;
  if (confirmTitle.trim() !== book.title.trim()) {
    throw new ValidationError(`confirmTitle: ${CONFIRM_TITLE_MISMATCH}`, { confirmTitle: CONFIRM_TITLE_MISMATCH });
  }
  await book.$query(trx).patch({ deleted: true });
}
