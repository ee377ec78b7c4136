import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicChapterTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";

/**
 * Moves a chapter to position `to` (1-based) and shifts the chapters between
 * its old and new place by one, all in one UPDATE: the deferrable
 * (book_id, number) constraint is checked after the statement, when the
 * numbers are unique again. The caller has locked the book row and authorized
 * "chapter.move".
 */
export async function moveChapter(input: { trx: Knex.Transaction; pages: PublicPageCache; chapter: Chapter; to: number }): Promise<void> {
  const { trx, pages, chapter, to } = input;
  const count = await Chapter.query(trx).where({ bookId: chapter.bookId }).resultSize();
  if (to > count) {
    const message = `Must be at most ${count}.`;
    throw new ValidationError(message, { number: message });
  }
  const from = chapter.number;
  if (to === from) return;
  const [low, high] = from < to ? [from, to] : [to, from];
  const shift = from < to ? -1 : 1;
  await Chapter.query(trx)
    .where({ bookId: chapter.bookId })
    .whereBetween("number", [low, high])
    .patch({ number: Chapter.raw("case when id = ? then ?::integer else number + ?::integer end", [chapter.id, to, shift]) });
  // Only a published chapter changes the reading order (and the index) of what readers see.
  if (chapter.status === "PUBLISHED") void invalidatePublicPages({ trx, pages, tags: publicChapterTags(chapter.bookId) });
}
