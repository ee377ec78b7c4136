import type { Knex } from "@storyloom/db";

/** The number of chapters of each book, in one grouped query (0 for a book without any). */
export async function countChapters(input: { db: Knex | Knex.Transaction; bookIds: number[] }): Promise<Map<number, number>> {
  const counts = new Map<number, number>(input.bookIds.map((id) => [id, 0]));
  if (input.bookIds.length === 0) return counts;
  const rows = await input.db("chapters")
    .select("bookId")
    .count<Array<{ bookId: number; count: number }>>({ count: "*" })
    .whereIn("bookId", input.bookIds)
    .groupBy("bookId");
  for (const row of rows) counts.set(Number(row.bookId), Number(row.count));
  return counts;
}
