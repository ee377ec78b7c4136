import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicSeriesTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { renumberSeries } from "./renumberSeries.ts";

export const NOT_IN_COLLECTION = "This book is not in a collection.";

/**
 * Moves a book to place `to` (1-based) of its series, shifting the books
 * between; its place in its subseries follows. The caller holds the series
 * row lock and authorized "book.reorder" on the book.
 */
export async function reorderBookInSeries(input: { trx: Knex.Transaction; pages: PublicPageCache; book: Book; to: number }): Promise<void> {
  const { trx, pages, book, to } = input;
  if (book.seriesId === null) throw new ValidationError(NOT_IN_COLLECTION);
  const books = await Book.query(trx).where({ seriesId: book.seriesId, deleted: false }).select("id").orderByRaw("number asc nulls last").orderBy("id", "asc");
  if (to > books.length) {
    const message = `Must be at most ${books.length}.`;
    throw new ValidationError(message, { number: message });
  }
  const order = books.filter((row) => row.id !== book.id);
  order.splice(to - 1, 0, book);
  for (const [index, row] of order.entries())
    await trx("books")
      .where({ id: row.id })
      .update({ number: index + 1 });
  await renumberSeries(trx, book.seriesId);
  void invalidatePublicPages({ trx, pages, tags: publicSeriesTags(book.seriesId) });
}
