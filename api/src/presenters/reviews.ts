import type { ReaderBook } from "@storyloom/db/models";
import type { ReviewsSummary } from "@storyloom/domain/services/reviews/summarizeReviews.ts";
import type { ReviewsSummaryView, ReviewView } from "./views/readerBooks.ts";

export type { ReviewsSummaryView, ReviewView };

/** What the caller has to do with a review: their reaction to it, and whether it is theirs. */
export interface ReviewViewer {
  myReaction: number;
  isMine: boolean;
}

/** A written review (a ReaderBook with reviewedAt and its `reader` fetched), as public pages show it. */
export function presentReview(review: ReaderBook, viewer: ReviewViewer): ReviewView {
  return {
    id: review.id,
    bookId: review.bookId,
    reader: { id: review.readerId, name: review.reader?.name ?? null, imgUrl: review.reader?.imgUrl ?? null },
    rating: review.rating ?? 0,
    title: review.reviewTitle,
    markup: review.reviewMarkup,
    reviewedAt: (review.reviewedAt ?? review.updatedAt).toISOString(),
    reviewReactionsSum: review.reviewReactionsSum,
    myReaction: viewer.myReaction,
    isMine: viewer.isMine,
  };
}

/** A book's reviews summary with what the caller may do. */
export function presentReviewsSummary(summary: ReviewsSummary, caller: { canReview: boolean; mine: ReviewView | null }): ReviewsSummaryView {
  return {
    rating: summary.rating,
    reviewsCount: summary.reviewsCount,
    ratingCounts: [...summary.ratingCounts],
    canReview: caller.canReview,
    mine: caller.mine,
  };
}
