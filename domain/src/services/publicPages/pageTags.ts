/**
 * What a cached public page shows, as tags: a page pushes the tags of what it
 * renders (storefront `Astro.locals.cacheTags`), a service that changes one of
 * those things invalidates the tag (invalidatePublicPages) and every cached
 * page carrying it is stale from then on.
 */
export type PageTag = `book:${number}` | `series:${number}` | `author:${number}` | "catalogue" | `host:${string}`;

export const pageTags = {
  /** The book's page, its reading pages, its custom-domain pages: anything showing the book or its chapters. */
  book: (bookId: number): PageTag => `book:${bookId}`,
  /** A series page and anything listing the series or its books in order. */
  series: (seriesId: number): PageTag => `series:${seriesId}`,
  /** Anything showing the author's name, bio, avatar or reader theme; `authorId` is the AuthorProfile's id (books.authorId). */
  author: (authorId: number): PageTag => `author:${authorId}`,
  /** Home grids, collection grids, sitemaps: lists of public books. */
  catalogue: "catalogue" as PageTag,
  /** Every page cached for one host (the middleware adds it): a custom domain that is unbound. */
  host: (hostname: string): PageTag => `host:${hostname.toLowerCase()}`,
};

/** A tag as pages may write it; anything else is refused rather than stored. */
const PAGE_TAG = /^(?:catalogue|(?:book|series|author):[1-9]\d{0,15}|host:[a-z0-9.-]{1,253})$/;

export function isPageTag(value: string): value is PageTag {
  return PAGE_TAG.test(value);
}

/** What a change to a public book (or to the set of public books) touches: its pages, its series' pages, the catalogue. */
export function publicBookTags(book: { id: number; seriesId: number | null }): PageTag[] {
  return [pageTags.book(book.id), ...(book.seriesId === null ? [] : [pageTags.series(book.seriesId)]), pageTags.catalogue];
}

/** What a change to a book's public chapters touches: the book's pages and the catalogue (counts, "updated" order). */
export function publicChapterTags(bookId: number): PageTag[] {
  return [pageTags.book(bookId), pageTags.catalogue];
}

/** What a change to a series touches: its pages, the catalogue's collection grids, and the pages of `bookIds` that join or leave it. */
export function publicSeriesTags(seriesId: number, bookIds: readonly number[] = []): PageTag[] {
  return [pageTags.series(seriesId), pageTags.catalogue, ...bookIds.map(pageTags.book)];
}
