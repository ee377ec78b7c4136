import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import type { ChapterBook } from "./findChapterBook.ts";

/**
 * A chapter and its book in one statement, for a read: the book as the
 * chapter policies decide on it (NotFoundError "Book not found." when there
 * is none), and the chapter, or null when the book has no such chapter (the
 * caller applies the policy first, then answers "Chapter not found.", as
 * findChapterBook and findChapter did in two statements).
 */
export async function findBookChapter(
  db: Knex | Knex.Transaction,
  input: { bookId: number; chapterId: number },
): Promise<{ book: ChapterBook; chapter: Chapter | null }> {
  const row: (Record<string, unknown> & { bookAuthorId: number; bookDeleted: boolean; id: number | null }) | undefined = await db("books")
    .leftJoin("chapters", (on) => on.on("chapters.bookId", "books.id").andOnVal("chapters.id", input.chapterId))
    .where("books.id", input.bookId)
    .first("chapters.*", "books.authorId as bookAuthorId", "books.deleted as bookDeleted");
  if (!row) throw new NotFoundError("Book not found.");
  const { bookAuthorId, bookDeleted, ...chapter } = row;
  return { book: { id: input.bookId, authorId: bookAuthorId, deleted: bookDeleted }, chapter: chapter.id === null ? null : Chapter.fromDatabaseJson(chapter) };
}
