import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags, publicBookTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { requireGenre } from "./requireGenre.ts";

/** The book fields an author may change here; null clears an optional one. */
export interface BookChanges {
  title?: string;
  description?: string | null;
  genreId?: number | null;
  imgUrl?: string | null;
  subscribersOnly?: boolean;
  customChapterNumbering?: boolean;
  /** The first this many published chapters, in reading order, are free (docs/decisions.md, chapter access). */
  publicChaptersCount?: number;
}

/** Saves the fields that were sent and gives the book as it now is, with its genre. */
export async function updateBook(input: { trx: Knex.Transaction; pages: PublicPageCache; book: Book; changes: BookChanges }): Promise<Book> {
  const { trx, pages, book, changes } = input;
  await requireGenre(trx, changes.genreId);
  await book.$query(trx).patch(changes);
  void invalidatePublicPages({ trx, pages, tags: book.status === "PUBLISHED" ? publicBookTags(book) : [pageTags.book(book.id)] });
  return book.$query(trx).withGraphFetched("genre");
}
