import type { Knex } from "@storyloom/db";
import { ChapterLockedError, NotFoundError } from "../../errors.ts";
import { hasAudioColumn } from "../chapterAudio/chapterAudioState.ts";
import { chapterHeadingOf } from "../exports/exportManuscript.ts";
import type { ChapterAccessDecision } from "./chapterAccess.ts";
import type { PublicChapterSummary } from "./listPublicChapters.ts";

/** An open chapter's published text, with its place among the published chapters. */
export interface PublicChapter extends PublicChapterSummary {
  bookId: number;
  /** The published markup (sanitised when it was stored), never the staged edits. */
  markup: string;
  previousIndex: number | null;
  nextIndex: number | null;
  chaptersCount: number;
}

/**
 * The published text of a chapter the caller may read (`access` from
 * findChapterAccess, after the policy), in one query. A locked access is
 * refused here too: this is the only way to a chapter's text for readers.
 */
export async function readOpenChapter(input: { db: Knex | Knex.Transaction; bookId: number; access: ChapterAccessDecision }): Promise<PublicChapter> {
  const { db, bookId, access } = input;
  if (!access.isOpen) throw new ChapterLockedError();
  const row:
    | {
        title: string | null;
        customNumbering: string | null;
        markup: string | null;
        wordCount: number;
        publishedAt: Date | null;
        customChapterNumbering: boolean;
        hasAudio: boolean;
      }
    | undefined = await db("chapters")
    .join("books", "books.id", "chapters.bookId")
    .where({ "chapters.id": access.chapterId, "chapters.bookId": bookId, "chapters.status": "PUBLISHED" })
    .first(
      "chapters.title",
      "chapters.customNumbering",
      "chapters.markup",
      "chapters.wordCount",
      "chapters.publishedAt",
      "books.customChapterNumbering",
      hasAudioColumn(db),
    );
  // Unpublished between the access check and now.
  if (!row) throw new NotFoundError("Chapter not found.");
  const index = access.chapterIndex;
  return {
    bookId,
    index,
    title: row.title,
    heading: chapterHeadingOf(row, { number: index, customNumbering: row.customNumbering }),
    wordCount: row.wordCount,
    publishedAt: row.publishedAt,
    access,
    hasAudio: row.hasAudio,
    markup: row.markup ?? "",
    previousIndex: index > 1 ? index - 1 : null,
    nextIndex: index < access.chaptersCount ? index + 1 : null,
    chaptersCount: access.chaptersCount,
  };
}
