import type { Knex } from "@storyloom/db";
import type { Chapter } from "@storyloom/db/models";

/**
 * A row of a book's chapter list: what the studio's list shows, without the
 * chapter's texts (a book of sixty long chapters would otherwise send
 * megabytes from PostgreSQL for every list). Whether staged markup exists is
 * all the list needs of it.
 */
export interface ChapterSummary extends Pick<Chapter, "id" | "number" | "status" | "title" | "customNumbering" | "stagedTitle" | "stagedCustomNumbering" | "wordCount" | "updatedAt" | "version" | "beatId"> {
  hasStagedMarkup: boolean;
}

/** A book's chapters in reading order, as summaries (plain rows, one statement). */
export async function listChapters(db: Knex | Knex.Transaction, bookId: number): Promise<ChapterSummary[]> {
  return db("chapters")
    .where({ bookId })
    .orderBy("number")
    .select("id", "number", "status", "title", "customNumbering", "stagedTitle", "stagedCustomNumbering", "wordCount", "updatedAt", "version", "beatId", db.raw("staged_markup is not null as has_staged_markup"));
}
