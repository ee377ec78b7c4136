import type { Knex } from "@storyloom/db";
import type { ReaderBook } from "@storyloom/db/models";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { refreshBookRating } from "./refreshBookRating.ts";
import { reviewedBookTags } from "./reviewPageTags.ts";
import { sanitizeReviewMarkup } from "./sanitizeReviewMarkup.ts";

/**
 * Writes or rewrites the reader's one review of a book (it lives on their
 * ReaderBook) and the book's mean rating. A rewrite keeps the reactions it
 * had and is dated anew. The caller locked the book row and authorized
 * "review.write".
 */
export async function saveReview(input: {
  trx: Knex.Transaction;
  pages: PublicPageCache;
  readerBook: ReaderBook;
  rating: number;
  title?: string | null;
  markup?: string | null;
  now?: Date;
}): Promise<ReaderBook> {
  const { trx, readerBook } = input;
  const title = input.title?.trim() || null;
  const review = await readerBook.$query(trx).patchAndFetch({
    rating: input.rating,
    reviewTitle: title,
    reviewMarkup: input.markup ? sanitizeReviewMarkup(input.markup) : null,
    reviewedAt: input.now ?? new Date(),
  });
  await refreshBookRating(trx, readerBook.bookId);
  void invalidatePublicPages({ trx, pages: input.pages, tags: await reviewedBookTags(trx, readerBook.bookId) });
  return review;
}
