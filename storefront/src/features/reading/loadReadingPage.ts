import { checkChapterAccess, getPublicBook, getPublicChapter, isApiErrorBody, listPublicChapters } from "@storyloom/api/client";
import type { ApiClient, ChapterAccessView, PublicBookView, PublicChapterSummaryView, PublicChapterView } from "@storyloom/api/client";
import { isNotFound } from "../catalogue/apiErrors.ts";
import type { ServedSite } from "../catalogue/siteLinks.ts";
import { readerPaths } from "../../lib/readerPaths.ts";

/** What the reading page shows, or where it sends the reader instead. */
export type ReadingPageLoad =
  /** Unknown, unpublished, deleted or suspended book, or one this host does not serve: /not-found-book. */
  | { kind: "bookNotFound" }
  /** The book's canonical address of this chapter (wrong slug, or a book domain's own book under /book/…): 301. */
  | { kind: "redirect"; location: string }
  /** No published chapter at that index: the 404 page. */
  | { kind: "chapterNotFound" }
  | { kind: "open"; book: PublicBookView; chapters: PublicChapterSummaryView[]; chapter: PublicChapterView }
  /** The visitor may not read it: the unlock panel, and none of the text. */
  | { kind: "locked"; book: PublicBookView; chapters: PublicChapterSummaryView[]; summary: PublicChapterSummaryView; access: ChapterAccessView };

export interface ReadingPageRequest {
  site: ServedSite;
  bookId: number;
  /** The slug of /book/{slug}/{id}/chapter/{index}; null on a book domain's /chapter/{index}. */
  slug: string | null;
  chapterIndex: number;
  /** The request's query ("" or "?…"), kept on a redirect. */
  search: string;
}

/** Whether a chapter call was refused because the chapter is locked for this visitor (403 chapter_locked). */
export function isChapterLocked(error: unknown): boolean {
  return isApiErrorBody(error) && error.error.code === "chapter_locked";
}

/** Whether the book may be read on this host: every book on the platform, a custom domain's own book(s) only. */
function isServedHere(site: ServedSite, book: PublicBookView): boolean {
  if (site.kind === "book") return site.bookId === book.id;
  if (site.kind === "series") return book.series?.id === site.seriesId;
  return true;
}

/**
 * Loads a reading page: the book, its table of contents and the chapter, in
 * parallel; a locked chapter is answered by its access check (what would unlock
 * it). Failures other than "not found" and "locked" fail the page (500).
 */
export async function loadReadingPage(client: ApiClient, request: ReadingPageRequest): Promise<ReadingPageLoad> {
  const { site, bookId, slug, chapterIndex, search } = request;
  const [bookResult, chaptersResult, chapterResult] = await Promise.allSettled([
    getPublicBook(client, bookId),
    listPublicChapters(client, bookId),
    getPublicChapter(client, bookId, chapterIndex),
  ]);
  if (bookResult.status === "rejected") {
    if (isNotFound(bookResult.reason)) return { kind: "bookNotFound" };
    throw bookResult.reason;
  }
  const { book } = bookResult.value;
  if (!isServedHere(site, book)) return { kind: "bookNotFound" };
  // A book domain reads its book at /chapter/{index}; elsewhere the slug must be the book's own.
  const isCanonical = slug === null || (site.kind !== "book" && slug === book.slug);
  if (!isCanonical) return { kind: "redirect", location: `${readerPaths.chapter(site, book, chapterIndex)}${search}` };

  if (chaptersResult.status === "rejected") throw chaptersResult.reason;
  const { chapters } = chaptersResult.value;
  if (chapterResult.status === "fulfilled") return { kind: "open", book, chapters, chapter: chapterResult.value.chapter };
  if (isNotFound(chapterResult.reason)) return { kind: "chapterNotFound" };
  if (!isChapterLocked(chapterResult.reason)) throw chapterResult.reason;

  const summary = chapters.find((chapter) => chapter.index === chapterIndex);
  if (!summary) return { kind: "chapterNotFound" };
  const { access } = await checkChapterAccess(client, bookId, chapterIndex);
  // Opened between the two calls (a purchase, a scheduled unlock): read it now.
  if (access.isOpen) {
    const { chapter } = await getPublicChapter(client, bookId, chapterIndex);
    return { kind: "open", book, chapters, chapter };
  }
  return { kind: "locked", book, chapters, summary, access };
}
