import type { Knex } from "@storyloom/db";

/** What a book's author sees counted beside it: chapters and words (the working text, as the author sees it). */
export interface BookCounts {
  chaptersCount: number;
  wordsCount: number;
}

/** The counts of each book (zeros for a book without chapters), in one grouped query over the stored per-chapter counts. */
export async function loadBookStats(input: { db: Knex | Knex.Transaction; bookIds: number[] }): Promise<Map<number, BookCounts>> {
  const stats = new Map<number, BookCounts>(input.bookIds.map((id) => [id, { chaptersCount: 0, wordsCount: 0 }]));
  if (input.bookIds.length === 0) return stats;
  const rows: Array<{ bookId: number; chapters: string | number; words: string | number | null }> = await input
    .db("chapters")
    .select("bookId")
    .count({ chapters: "*" })
    .sum({ words: "wordCount" })
    .whereIn("bookId", input.bookIds)
    .groupBy("bookId");
  for (const row of rows) stats.set(Number(row.bookId), { chaptersCount: Number(row.chapters), wordsCount: Number(row.words ?? 0) });
  return stats;
}

/** The counts of one book, in the same query. */
export async function loadOneBookStats(db: Knex | Knex.Transaction, bookId: number): Promise<BookCounts> {
  return (await loadBookStats({ db, bookIds: [bookId] })).get(bookId)!;
}

/** The counts as two columns of a query on books (subselects over its chapters), for takeCounts to read. */
export function bookCountColumns(db: Knex | Knex.Transaction): Knex.Raw[] {
  return [
    db.raw("(select count(*) from chapters where chapters.book_id = books.id)::int as chapters_count"),
    db.raw("(select coalesce(sum(word_count), 0) from chapters where chapters.book_id = books.id)::bigint as words_count"),
  ];
}

/** The counts bookCountColumns added to a loaded book, taken off it: the model stays what a plain query gives. */
export function takeCounts(book: object): BookCounts {
  const counted = book as { chaptersCount?: number | string; wordsCount?: number | string };
  const counts = { chaptersCount: Number(counted.chaptersCount ?? 0), wordsCount: Number(counted.wordsCount ?? 0) };
  delete counted.chaptersCount;
  delete counted.wordsCount;
  return counts;
}
