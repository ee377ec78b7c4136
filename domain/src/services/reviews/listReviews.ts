import { pageOf } from "@storyloom/db";
import type { Knex } from "@storyloom/db";
import { ReaderBook } from "@storyloom/db/models";

/**
 * A page of a book's reviews, most helpful first (the sum of reactions), then
 * newest; each with its reader's profile. The caller checked the book is public.
 */
export async function listReviews(input: {
  db: Knex | Knex.Transaction;
  bookId: number;
  page: number;
  pageSize: number;
}): Promise<{ items: ReaderBook[]; total: number }> {
  const { results, total } = await pageOf(
    ReaderBook.query(input.db)
      .where({ bookId: input.bookId })
      .whereNotNull("reviewedAt")
      // Hidden by moderation: gone from every public list (its writer still sees it as theirs).
      .whereNull("reviewHiddenAt")
      .withGraphFetched("reader")
      .orderBy("reviewReactionsSum", "desc")
      .orderBy("reviewedAt", "desc")
      .orderBy("id", "desc"),
    input.page,
    input.pageSize,
  );
  return { items: results, total };
}
