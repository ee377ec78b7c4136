import type { Knex } from "@storyloom/db";
import { ReaderBook } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import type { ReviewSubject } from "../../policies/reviews.ts";
import { findBookForReaders } from "../readerBooks/findBookForReaders.ts";

/** A review as the review policies decide on it. */
export interface FoundReview extends ReviewSubject {
  id: number;
  bookId: number;
}

/**
 * Loads a review (a ReaderBook) with its book, for "review.react" and
 * "review.report", which answer 404 unless it is written, not hidden by
 * moderation (as good as unwritten to others) and its book public.
 * `forUpdate` locks the review's row only: reactions queue on it so its
 * reviewReactionsSum is summed over every committed reaction.
 */
export async function findReview(db: Knex | Knex.Transaction, reviewId: number, options: { forUpdate?: boolean } = {}): Promise<FoundReview> {
  const query = ReaderBook.query(db).findById(reviewId).select("id", "bookId", "readerId", "reviewedAt", "reviewHiddenAt");
  const review = await (options.forUpdate ? query.forUpdate() : query);
  if (!review) throw new NotFoundError("Review not found.");
  const book = await findBookForReaders(db, review.bookId);
  return { id: review.id, bookId: review.bookId, readerId: review.readerId, reviewedAt: review.reviewHiddenAt ? null : review.reviewedAt, book };
}
