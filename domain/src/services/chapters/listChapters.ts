import type { Knex } from "@storyloom/db";
import type { Chapter } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import type { ChapterBook } from "./findChapterBook.ts";

/**
 * A row of a book's chapter list: what the studio's list shows, without the
 * chapter's texts (a book of sixty long chapters would otherwise send
 * megabytes from PostgreSQL for every list). Whether staged markup exists is
 * all the list needs of it.
 */
export interface ChapterSummary extends Pick<
  Chapter,
  "id" | "number" | "status" | "title" | "customNumbering" | "stagedTitle" | "stagedCustomNumbering" | "wordCount" | "updatedAt" | "version" | "beatId"
> {
  hasStagedMarkup: boolean;
}

const SUMMARY_COLUMNS = [
  "id",
  "number",
  "status",
  "title",
  "customNumbering",
  "stagedTitle",
  "stagedCustomNumbering",
  "wordCount",
  "updatedAt",
  "version",
  "beatId",
] as const;
const HAS_STAGED_MARKUP = "chapters.staged_markup is not null as has_staged_markup";

/** A book's chapters in reading order, as summaries (plain rows, one statement). */
export async function listChapters(db: Knex | Knex.Transaction, bookId: number): Promise<ChapterSummary[]> {
  return db("chapters")
    .where({ bookId })
    .orderBy("number")
    .select(...SUMMARY_COLUMNS, db.raw(HAS_STAGED_MARKUP));
}

/**
 * A book, as the chapter policies decide on it, and its chapters' summaries,
 * in one statement (the book joined to its chapters); NotFoundError "Book not
 * found." when there is no such book. The caller applies the policy before it
 * answers with the chapters.
 */
export async function listChaptersOfBook(db: Knex | Knex.Transaction, bookId: number): Promise<{ book: ChapterBook; chapters: ChapterSummary[] }> {
  const rows: Array<ChapterSummary & { bookAuthorId: number; bookDeleted: boolean }> = await db("books")
    .leftJoin("chapters", "chapters.bookId", "books.id")
    .where("books.id", bookId)
    .orderBy("chapters.number")
    .select(
      ...SUMMARY_COLUMNS.map((column) => `chapters.${column}`),
      db.raw(HAS_STAGED_MARKUP),
      "books.authorId as bookAuthorId",
      "books.deleted as bookDeleted",
    );
  const [first] = rows;
  if (!first) throw new NotFoundError("Book not found.");
  // A book without chapters is one row of nulls.
  const chapters = rows.filter((row) => row.id !== null).map(({ bookAuthorId: _authorId, bookDeleted: _deleted, ...chapter }) => chapter);
  return { book: { id: bookId, authorId: first.bookAuthorId, deleted: first.bookDeleted }, chapters };
}
