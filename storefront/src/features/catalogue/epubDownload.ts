import { readerEpubDownloadPath } from "@storyloom/api/client";
import type { PublicChapterSummaryView } from "@storyloom/api/client";

/**
 * Where the signed-in reader downloads their personal EPUB, or null: the book
 * has an EPUB and every published chapter is open to them (bought,
 * subscribed, free), as the API's own rule says (docs/decisions/epub-and-audio.md, EPUB).
 */
export function readerEpubHref(book: { id: number; hasEpub: boolean }, chapters: readonly Pick<PublicChapterSummaryView, "access">[]): string | null {
  if (!book.hasEpub || chapters.length === 0) return null;
  return chapters.every((chapter) => chapter.access !== "locked") ? readerEpubDownloadPath(book.id) : null;
}
