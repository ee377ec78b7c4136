import type { Knex } from "@storyloom/db";

/**
 * The words of each book's chapters (the working text, as the author sees
 * it), in one grouped query over the stored per-chapter counts; 0 for a book
 * without chapters.
 */
export async function countBookWords(input: { db: Knex | Knex.Transaction; bookIds: number[] }): Promise<Map<number, number>> {
  const totals = new Map<number, number>(input.bookIds.map((id) => [id, 0]));
  if (input.bookIds.length === 0) return totals;
  const rows = await input.db("chapters")
    .select("bookId")
    .sum<Array<{ bookId: number; words: string | number | null }>>({ words: "wordCount" })
    .whereIn("bookId", input.bookIds)
    .groupBy("bookId");
  for (const row of rows) totals.set(Number(row.bookId), Number(row.words ?? 0));
  return totals;
}
