import { slugOf } from "@storyloom/domain/sites/slugs.ts";
import { paths } from "../../lib/paths.ts";
import { readerPaths } from "../../lib/readerPaths.ts";
import type { BookRef } from "../../lib/readerPaths.ts";
import type { Site } from "../../lib/site.ts";
import { readGridHref } from "./readQuery.ts";
import type { CatalogueSort } from "@storyloom/api/client";

export type ServedSite = Exclude<Site, { kind: "unknown" }>;

export interface SiteLinksInput {
  site: ServedSite;
  /** The platform origin (config.publicUrl), for pages this host does not serve. */
  publicUrl: string;
  /** A series domain's published books: the only books it serves under /book/…. */
  localBookIds?: Iterable<number>;
  /** The series this host serves: a series domain's own, or the series of a book domain's book. */
  siteSeriesId?: number | null;
  /** The author whose page this host serves at /about-author. */
  siteAuthorId?: number | null;
}

/** Links of the catalogue pages for the host they are served on. */
export interface SiteLinks {
  readonly site: ServedSite;
  isLocalBook(bookId: number): boolean;
  book(book: BookRef): string;
  chapter(book: BookRef, chapterIndex: number): string;
  tableOfContents(book: BookRef): string;
  reviews(book: BookRef): string;
  author(author: { id: number; name: string | null }): string;
  collection(seriesId: number): string;
  collections(): string;
  read(grid?: { sort?: CatalogueSort; genreId?: number | null; page?: number }): string;
  /** A platform page (sign-in, bookshelf): a path here, an absolute URL on a custom domain. */
  platform(path: string): string;
}

/** The author page's slug (slugOf(name, "author"), as the API and the sitemap spell it). */
export function authorSlug(name: string | null): string {
  return slugOf(name, "author");
}

/**
 * Builds the links of one page: on the platform every link is a path; a custom
 * domain keeps its own book, series, chapters and author on its host (readerPaths)
 * and sends everything else to the platform's absolute URLs.
 */
export function createSiteLinks({ site, publicUrl, localBookIds = [], siteSeriesId = null, siteAuthorId = null }: SiteLinksInput): SiteLinks {
  const local = new Set(localBookIds);
  const platform = (path: string) => (site.kind === "platform" ? path : new URL(path, publicUrl).href);
  const platformBook = (book: BookRef) => `/book/${book.slug}/${book.id}`;
  const isLocalBook = (bookId: number) =>
    site.kind === "platform" || (site.kind === "book" && site.bookId === bookId) || (site.kind === "series" && local.has(bookId));
  const seriesHere = site.kind === "series" ? site.seriesId : siteSeriesId;

  return {
    site,
    isLocalBook,
    book: (book) => (isLocalBook(book.id) ? readerPaths.book(site, book) : platform(platformBook(book))),
    chapter: (book, index) => (isLocalBook(book.id) ? readerPaths.chapter(site, book, index) : platform(`${platformBook(book)}/chapter/${index}`)),
    tableOfContents: (book) => (isLocalBook(book.id) ? readerPaths.tableOfContents(site, book) : platform(`${platformBook(book)}#chapters`)),
    reviews: (book) => (isLocalBook(book.id) ? readerPaths.reviews(site, book) : platform(`${platformBook(book)}#reviews`)),
    author(author) {
      if (site.kind !== "platform" && author.id === siteAuthorId) return "/about-author";
      return platform(`/author/${authorSlug(author.name)}/${author.id}`);
    },
    collection(seriesId) {
      if (site.kind === "platform") return `/collection/${seriesId}`;
      if (seriesId !== seriesHere) return platform(`/collection/${seriesId}`);
      return site.kind === "series" ? readerPaths.collection(site, seriesId) : `/collection/${seriesId}`;
    },
    collections: () => (site.kind === "platform" ? "/collection" : platform("/collection")),
    read: (grid) => platform(readGridHref(grid ?? {})),
    platform,
  };
}

/** The home of the host: the platform's reader home, or a custom domain's own `/`. */
export function siteHomeHref(site: ServedSite): string {
  return site.kind === "platform" ? paths.read : paths.home;
}
