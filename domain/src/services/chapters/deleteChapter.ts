import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicChapterTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";

/**
 * Deletes a chapter and closes the gap: the chapters after it move up by one
 * in a single UPDATE (the (book_id, number) constraint is deferrable, so it
 * is checked once the whole statement has run). Its versions cascade. The
 * caller has locked the book row and authorized "chapter.delete".
 */
export async function deleteChapter(input: { trx: Knex.Transaction; pages: PublicPageCache; chapter: Chapter }): Promise<void> {
  const { trx, pages, chapter } = input;
  await Chapter.query(trx).deleteById(chapter.id);
  await Chapter.query(trx)
    .where({ bookId: chapter.bookId })
    .where("number", ">", chapter.number)
    .patch({ number: Chapter.raw("number - 1") });
  // Readers lose a published chapter, and the chapters after it change their index.
  if (chapter.status === "PUBLISHED") void invalidatePublicPages({ trx, pages, tags: publicChapterTags(chapter.bookId) });
}
