import type { Knex } from "@storyloom/db";
import type { Actor } from "../../auth/actor.ts";
import { hasAudioColumn } from "../chapterAudio/chapterAudioState.ts";
import { chapterHeadingOf } from "../exports/exportManuscript.ts";
import { accessBookOf, decideChapterAccess, loadReaderAccess, withChapterPacks } from "./chapterAccess.ts";
import type { ChapterAccess } from "./chapterAccess.ts";
import { findReadableBookFacts } from "./suspendedBooks.ts";

/** A row of a public table of contents. */
export interface PublicChapterSummary {
  index: number;
  title: string | null;
  /** "Chapter 3", or the author's own numbering when the book uses it. */
  heading: string;
  wordCount: number;
  publishedAt: Date | null;
  access: ChapterAccess;
  /** The author has recorded it: open chapters get a player. */
  hasAudio: boolean;
}

/**
 * A public book's published chapters in reading order, each with the actor's
 * access, without any text: the book, the chapters' few columns, and the
 * reader's purchases and subscriptions (none for the anonymous), two to four
 * queries whatever the number of chapters.
 */
export async function listPublicChapters(input: { db: Knex | Knex.Transaction; actor: Actor; bookId: number; now?: Date }): Promise<PublicChapterSummary[]> {
  const { db, actor } = input;
  const book = await findReadableBookFacts(db, input.bookId, actor);
  const rows: Array<{
    id: number;
    title: string | null;
    customNumbering: string | null;
    wordCount: number;
    publishedAt: Date | null;
    scheduledUnlockAt: Date | null;
    hasAudio: boolean;
  }> = await db("chapters")
    .where({ bookId: book.id, status: "PUBLISHED" })
    .orderBy("number")
    .select("id", "title", "customNumbering", "wordCount", "publishedAt", "scheduledUnlockAt", hasAudioColumn(db));
  const reader = await loadReaderAccess({ db, actor, book });
  const facts = { actor, book: accessBookOf(book), publishedChaptersCount: rows.length, reader, now: input.now ?? new Date() };
  const accesses = withChapterPacks(
    rows.map((row, place) =>
      decideChapterAccess(facts, { id: row.id, index: place + 1, publishedAt: row.publishedAt, scheduledUnlockAt: row.scheduledUnlockAt }),
    ),
  );
  return rows.map((row, place) => {
    const index = place + 1;
    return {
      index,
      title: row.title,
      heading: chapterHeadingOf(book, { number: index, customNumbering: row.customNumbering }),
      wordCount: row.wordCount,
      publishedAt: row.publishedAt,
      access: accesses[place]!,
      hasAudio: row.hasAudio,
    };
  });
}
