import type { Knex } from "@storyloom/db";

/** The reader's own reactions to these reviews, by review id (a review they did not react to is absent). */
export async function findMyReactions(db: Knex | Knex.Transaction, input: { readerId: number; reviewIds: readonly number[] }): Promise<Map<number, number>> {
  const reactions = new Map<number, number>();
  if (input.reviewIds.length === 0) return reactions;
  const rows = await db("bookReviewReactions")
    .select<Array<{ reviewId: number; value: number }>>("reviewId", "value")
    .where({ readerId: input.readerId })
    .whereIn("reviewId", [...input.reviewIds]);
  for (const row of rows) reactions.set(Number(row.reviewId), Number(row.value));
  return reactions;
}
