import type { Site } from "./site.ts";

/**
 * Links of the reader's pages, for the site the page is served on: the
 * platform host links every book by its canonical slug; a custom domain keeps
 * its links on its own host (a book domain serves its book at `/` and its
 * chapters at `/chapter/{index}`; a series domain serves its books under
 * `/book/…` like the platform). docs/decisions/storefront-and-render-cache.md, Routes.
 */
export interface BookRef {
  id: number;
  slug: string;
}

type ServedSite = Exclude<Site, { kind: "unknown" }>;

const isBookHome = (site: ServedSite, book: BookRef) => site.kind === "book" && site.bookId === book.id;

export const readerPaths = {
  /** The book's public page (its preview at `/` on its own domain). */
  book(site: ServedSite, book: BookRef): string {
    return isBookHome(site, book) ? "/" : `/book/${book.slug}/${book.id}`;
  },
  /** The book's table of contents. */
  tableOfContents(site: ServedSite, book: BookRef): string {
    return isBookHome(site, book) ? "/table-contents" : `/book/${book.slug}/${book.id}#chapters`;
  },
  /** The reading page of the chapter at `chapterIndex` (1-based, among the published chapters). */
  chapter(site: ServedSite, book: BookRef, chapterIndex: number): string {
    return isBookHome(site, book) ? `/chapter/${chapterIndex}` : `/book/${book.slug}/${book.id}/chapter/${chapterIndex}`;
  },
  /** The book's reviews. */
  reviews(site: ServedSite, book: BookRef): string {
    return isBookHome(site, book) ? "/reviews" : `/book/${book.slug}/${book.id}#reviews`;
  },
  /** A series (collection) page; a series domain shows its own series at `/`. */
  collection(site: ServedSite, seriesId: number): string {
    return site.kind === "series" && site.seriesId === seriesId ? "/" : `/collection/${seriesId}`;
  },
  /** The author's public page: on a custom domain, `/about-author`. */
  author(site: ServedSite, author: { id: number; slug: string }): string {
    return site.kind === "platform" ? `/author/${author.slug}/${author.id}` : "/about-author";
  },
} as const;
