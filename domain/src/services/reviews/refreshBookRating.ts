import type { Knex } from "@storyloom/db";

/**
 * Sets books.rating to the mean of the book's review ratings (null without
 * reviews). The caller holds the book row's lock (findBookForReaders with
 * forUpdate), so the mean is taken over every review committed before it.
 * books.updated_at is left alone: a review is no edit of the book.
 */
export async function refreshBookRating(trx: Knex.Transaction, bookId: number): Promise<void> {
  await trx("books")
    .where({ id: bookId })
    .update({
      rating: trx("readerBooks").avg("rating").where({ bookId }).whereNotNull("reviewedAt").whereNull("reviewHiddenAt").whereNotNull("rating"),
    });
}
