import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import { pageTags, publicBookTags } from "../publicPages/pageTags.ts";
import type { PageTag } from "../publicPages/pageTags.ts";

/**
 * The public pages a review's rating changes: the book's own pages and every
 * card of it (catalogue grids, its series, its author's page show the rating).
 */
export async function reviewedBookTags(trx: Knex.Transaction, bookId: number): Promise<PageTag[]> {
  const book = await Book.query(trx).findById(bookId).select("id", "seriesId", "authorId");
  if (!book) return [pageTags.book(bookId)];
  return [...publicBookTags(book), pageTags.author(book.authorId)];
}
