import type { Knex } from "@storyloom/db";
import { countBookWords } from "./countBookWords.ts";
import { countChapters } from "./countChapters.ts";

/** What a book's author sees counted beside it: chapters and words. */
export interface BookCounts {
  chaptersCount: number;
  wordsCount: number;
}

/** The counts of each book (zeros for a book without chapters), in two grouped queries. */
export async function loadBookStats(input: { db: Knex | Knex.Transaction; bookIds: number[] }): Promise<Map<number, BookCounts>> {
  const [chapters, words] = await Promise.all([countChapters(input), countBookWords(input)]);
  return new Map(input.bookIds.map((id) => [id, { chaptersCount: chapters.get(id) ?? 0, wordsCount: words.get(id) ?? 0 }]));
}

/** The counts of one book, in the same two queries. */
export async function loadOneBookStats(db: Knex | Knex.Transaction, bookId: number): Promise<BookCounts> {
  return (await loadBookStats({ db, bookIds: [bookId] })).get(bookId)!;
}
