import type { Knex } from "@storyloom/db";
import { Series } from "@storyloom/db/models";
import type { Book } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags, publicBookTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { renumberSeries } from "../series/renumberSeries.ts";

export const CONFIRM_TITLE_MISMATCH = "Type the book's title exactly to delete it.";

/**
 * Soft-deletes a book (deleted = true) once the author has typed its title:
 * its chapters, readers' purchases and payments stay for the records
 * (docs/decisions/books-and-publishing.md, Deleting a book is soft and confirmed). A book of a series leaves a gap there that
 * is closed at once: the series' other books move up.
 */
export async function deleteBook(input: { trx: Knex.Transaction; pages: PublicPageCache; book: Book; confirmTitle: string }): Promise<void> {
  const { trx, pages, book, confirmTitle } = input;
  if (confirmTitle.trim() !== book.title.trim()) {
    throw new ValidationError(`confirmTitle: ${CONFIRM_TITLE_MISMATCH}`, { confirmTitle: CONFIRM_TITLE_MISMATCH });
  }
  if (book.seriesId !== null) await Series.query(trx).findById(book.seriesId).forUpdate();
  await book.$query(trx).patch({ deleted: true });
  void invalidatePublicPages({ trx, pages, tags: book.status === "PUBLISHED" ? publicBookTags(book) : [pageTags.book(book.id)] });
  if (book.seriesId !== null) await renumberSeries(trx, book.seriesId);
}
