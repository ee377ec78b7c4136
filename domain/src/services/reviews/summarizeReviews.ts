import type { Knex } from "@storyloom/db";

export interface ReviewsSummary {
  /** Mean of the ratings to two decimals (as book cards show it), null without reviews. */
  rating: number | null;
  reviewsCount: number;
  /** Reviews per star, index 0 for 1 star. */
  ratingCounts: [number, number, number, number, number];
}

/** The counts behind a book's reviews, in one grouped query. */
export async function summarizeReviews(db: Knex | Knex.Transaction, bookId: number): Promise<ReviewsSummary> {
  const rows = await db("readerBooks")
    .select("rating")
    .count<Array<{ rating: number; count: number }>>({ count: "*" })
    .where({ bookId })
    .whereNotNull("reviewedAt")
    .whereNull("reviewHiddenAt")
    .whereNotNull("rating")
    .groupBy("rating");
  const ratingCounts: ReviewsSummary["ratingCounts"] = [0, 0, 0, 0, 0];
  let reviewsCount = 0;
  let stars = 0;
  for (const row of rows) {
    const rating = Number(row.rating);
    const count = Number(row.count);
    if (rating < 1 || rating > 5) continue;
    ratingCounts[rating - 1] = count;
    reviewsCount += count;
    stars += rating * count;
  }
  return { rating: reviewsCount === 0 ? null : Math.round((stars / reviewsCount) * 100) / 100, reviewsCount, ratingCounts };
}
