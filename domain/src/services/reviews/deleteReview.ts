import type { Knex } from "@storyloom/db";
import { BookReviewReaction } from "@storyloom/db/models";
import type { ReaderBook } from "@storyloom/db/models";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { refreshBookRating } from "./refreshBookRating.ts";
import { reviewedBookTags } from "./reviewPageTags.ts";

/**
 * Takes a review back: its rating, title and text, its reactions (and so
 * their sum), and its weight in the book's mean rating. The ReaderBook stays
 * (progress and purchases), and so do reports of it, for the moderators. The
 * caller locked the book row and authorized "review.delete".
 */
export async function deleteReview(input: { trx: Knex.Transaction; pages: PublicPageCache; review: ReaderBook }): Promise<void> {
  const { trx, review } = input;
  // The review row first, as reactions lock it: deleting their rows before would deadlock with a reaction in flight.
  await review.$query(trx).patch({ rating: null, reviewTitle: null, reviewMarkup: null, reviewedAt: null, reviewReactionsSum: 0 });
  await BookReviewReaction.query(trx).where({ reviewId: review.id }).delete();
  await refreshBookRating(trx, review.bookId);
  void invalidatePublicPages({ trx, pages: input.pages, tags: await reviewedBookTags(trx, review.bookId) });
}
