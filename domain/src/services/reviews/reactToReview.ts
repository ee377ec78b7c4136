import type { Knex } from "@storyloom/db";
import { BookReviewReaction } from "@storyloom/db/models";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";

/** A reader's reaction to a review: 1 helpful, -1 not, 0 none. */
export type ReactionValue = 1 | -1 | 0;

/**
 * Records the reader's one reaction to a review (0 takes it back) and keeps
 * the review's reviewReactionsSum the sum of its reactions. The caller locked
 * the review row (findReview with forUpdate) and authorized "review.react".
 */
export async function reactToReview(input: {
  trx: Knex.Transaction;
  pages: PublicPageCache;
  /** The reviewed book: its pages show the helpful counts. */
  bookId: number;
  reviewId: number;
  readerId: number;
  value: ReactionValue;
}): Promise<{ reviewReactionsSum: number; myReaction: ReactionValue }> {
  const { trx, reviewId, readerId, value } = input;
  if (value === 0) {
    await BookReviewReaction.query(trx).where({ reviewId, readerId }).delete();
  } else {
    await trx("bookReviewReactions").insert({ reviewId, readerId, value }).onConflict(["reviewId", "readerId"]).merge({ value, updatedAt: trx.fn.now() });
  }
  const row = await trx("bookReviewReactions").where({ reviewId }).sum<{ sum: number | null }>({ sum: "value" }).first();
  const sum = Number(row?.sum ?? 0);
  // Left out of reader_books.updated_at: other readers' votes are no edit of the reviewer's row.
  await trx("readerBooks").where({ id: reviewId }).update({ reviewReactionsSum: sum });
  void invalidatePublicPages({ trx, pages: input.pages, tags: [pageTags.book(input.bookId)] });
  return { reviewReactionsSum: sum, myReaction: value };
}
