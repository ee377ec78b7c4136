import type { Knex } from "@storyloom/db";
import { AuthorProfile, Chapter } from "@storyloom/db/models";
import type { Book } from "@storyloom/db/models";
import { workingText } from "../chapters/workingText.ts";
import { buildManuscript } from "./buildManuscript.ts";
import type { ManuscriptChapter } from "./buildManuscript.ts";

export interface ManuscriptFile {
  bytes: Buffer;
  /** The file's name without extension, as the author would call it ("The Long Road", "The Long Road - Chapter 3"). */
  name: string;
}

/** A chapter's heading: the author's own numbering when the book uses it, else "Chapter N". */
export function chapterHeadingOf(book: Pick<Book, "customChapterNumbering">, chapter: { number: number; customNumbering: string | null }): string {
  const custom = chapter.customNumbering?.trim();
  return book.customChapterNumbering && custom ? custom : `Chapter ${chapter.number}`;
}

async function authorNameOf(db: Knex | Knex.Transaction, authorId: number): Promise<string> {
  const profile = await AuthorProfile.query(db).findById(authorId).select("name");
  return profile?.name?.trim() || "Anonymous";
}

function manuscriptChapterOf(book: Book, chapter: Chapter): ManuscriptChapter {
  // The author exports what they are writing: a published chapter's staged edits where it has some.
  const text = workingText(chapter);
  return { heading: chapterHeadingOf(book, { number: chapter.number, customNumbering: text.customNumbering }), title: text.title, markup: text.markup };
}

/**
 * The book's (or one chapter's) working text as a standard-manuscript DOCX.
 * The caller has loaded the book scoped to its author and applied the export policy.
 */
export async function exportManuscript(input: { db: Knex | Knex.Transaction; book: Book; chapterId?: number }): Promise<ManuscriptFile> {
  const { db, book, chapterId } = input;
  const query = Chapter.query(db).where({ bookId: book.id }).orderBy("number");
  if (chapterId !== undefined) query.where({ id: chapterId });
  const chapters = await query;
  const manuscriptChapters = chapters.map((chapter) => manuscriptChapterOf(book, chapter));
  const bytes = await buildManuscript({
    kind: book.type === "SCRIPT" ? "script" : "prose",
    title: book.title,
    authorName: await authorNameOf(db, book.authorId),
    chapters: manuscriptChapters,
  });
  const first = manuscriptChapters[0];
  return { bytes, name: chapterId !== undefined && first ? `${book.title} - ${first.heading}` : book.title };
}
