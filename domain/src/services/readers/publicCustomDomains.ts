import type { Knex } from "@storyloom/db";

/**
 * The host name of the live custom domain bound to a book, else to its series
 * (for a series page: to the series), or null; one query.
 */
export async function findCustomDomainName(db: Knex | Knex.Transaction, target: { bookId?: number; seriesId: number | null }): Promise<string | null> {
  const { bookId, seriesId } = target;
  if (bookId === undefined && seriesId === null) return null;
  const query = db("customDomains").where("isDeleted", false).first<{ name: string } | undefined>("name");
  query.where((where) => {
    if (bookId !== undefined) where.orWhere("bookId", bookId);
    if (seriesId !== null) where.orWhere("seriesId", seriesId);
  });
  // The book's own domain before its series' one; the oldest first when several.
  if (bookId !== undefined) query.orderByRaw("(book_id is null) asc");
  const row = await query.orderBy("id");
  return row?.name ?? null;
}
