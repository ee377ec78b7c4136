/** /api/v1/readers: the public catalogue, chapters and access a reader sees (docs/product.md, API calls: Reader side). Browser-safe. */
import type { z } from "zod";
import type {
  ChapterAccessReason,
  ChapterAccessView,
  ChapterUnlockOptions,
  PublicAuthorProfileView,
  PublicBookCardView,
  PublicBookView,
  PublicChapterSummaryView,
  PublicChapterView,
  PublicNewsletterView,
  PublicSeriesBookView,
  PublicSeriesCardView,
  PublicSeriesView,
  PublicSubseriesView,
  SearchHitView,
} from "../presenters/views/readerCatalogue.ts";
import type {
  chapterAccessAnswer,
  listPublicBooksQuery,
  listPublicNewslettersQuery,
  listPublicSeriesQuery,
  publicAuthorProfileAnswer,
  publicBookAnswer,
  publicBookCardPage,
  publicChapterAnswer,
  publicChaptersAnswer,
  publicNewsletterPage,
  publicSeriesAnswer,
  publicSeriesCardPage,
  searchCatalogueQuery,
  searchHitPage,
  viewsCountAnswer,
} from "../routes/readerCatalogue/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type {
  ChapterAccessReason,
  ChapterAccessView,
  ChapterUnlockOptions,
  PublicAuthorProfileView,
  PublicBookCardView,
  PublicBookView,
  PublicChapterSummaryView,
  PublicChapterView,
  PublicNewsletterView,
  PublicSeriesBookView,
  PublicSeriesCardView,
  PublicSeriesView,
  PublicSubseriesView,
  SearchHitView,
};

/** GET /readers/books: `authorId` keeps one author's books; 48 a page by default, at most 100. */
export type ListPublicBooksQuery = QueryOf<typeof listPublicBooksQuery>;
/** How the catalogue is ordered: recommended (isInRecommendations, recommendationWeight), newest first, or last updated first. */
export type CatalogueSort = NonNullable<ListPublicBooksQuery["sort"]>;

/**
 * GET /readers/search: `q` is 2 to 100 characters (words of a title, a description, an author's name or a genre;
 * typos and accents are forgiven); `seriesId` keeps one series' books (a series' own site); 24 a page by default, at most 100.
 */
export type SearchCatalogueQuery = QueryOf<typeof searchCatalogueQuery>;

export type ListPublicSeriesQuery = QueryOf<typeof listPublicSeriesQuery>;
export type ListPublicNewslettersQuery = QueryOf<typeof listPublicNewslettersQuery>;

export type PublicBookAnswer = z.output<typeof publicBookAnswer>;
export type PublicSeriesAnswer = z.output<typeof publicSeriesAnswer>;
export type PublicChaptersAnswer = z.output<typeof publicChaptersAnswer>;
export type PublicChapterAnswer = z.output<typeof publicChapterAnswer>;
export type ChapterAccessAnswer = z.output<typeof chapterAccessAnswer>;
export type PublicAuthorProfileAnswer = z.output<typeof publicAuthorProfileAnswer>;
export type ViewsCountAnswer = z.output<typeof viewsCountAnswer>;
type PublicBookCardPage = z.output<typeof publicBookCardPage>;
type SearchHitPage = z.output<typeof searchHitPage>;
type PublicSeriesCardPage = z.output<typeof publicSeriesCardPage>;
type PublicNewsletterPage = z.output<typeof publicNewsletterPage>;

const readerBookPath = (bookId: number) => `/readers/books/${encodeURIComponent(bookId)}`;
const chapterPath = (bookId: number, chapterIndex: number) => `${readerBookPath(bookId)}/chapters/${encodeURIComponent(chapterIndex)}`;

/** GET /readers/books: published books for the storefront's grids (48 a page). */
export function listPublicBooks(client: ApiClient, query: ListPublicBooksQuery = {}, options?: CallOptions): Promise<PublicBookCardPage> {
  return client.get<PublicBookCardPage>("/readers/books", { ...options, query });
}

/** GET /readers/search: public books and series matching `q`, best match first. */
export function searchCatalogue(client: ApiClient, query: SearchCatalogueQuery, options?: CallOptions): Promise<SearchHitPage> {
  return client.get<SearchHitPage>("/readers/search", { ...options, query });
}

/** GET /readers/books/{bookId}: a published book's page; 404 for an unknown, unpublished, deleted or suspended book. */
export function getPublicBook(client: ApiClient, bookId: number, options?: CallOptions): Promise<PublicBookAnswer> {
  return client.get<PublicBookAnswer>(readerBookPath(bookId), options);
}

/** PATCH /readers/books/{bookId}/views-count: counts this viewer once per window. */
export function countBookView(client: ApiClient, bookId: number, options?: CallOptions): Promise<ViewsCountAnswer> {
  return client.patch<ViewsCountAnswer>(`${readerBookPath(bookId)}/views-count`, {}, options);
}

/** GET /readers/series: series with published books, for /collection. */
export function listPublicSeries(client: ApiClient, query: ListPublicSeriesQuery = {}, options?: CallOptions): Promise<PublicSeriesCardPage> {
  return client.get<PublicSeriesCardPage>("/readers/series", { ...options, query });
}

/** GET /readers/series/{seriesId}: a series with its published books in order. */
export function getPublicSeries(client: ApiClient, seriesId: number, options?: CallOptions): Promise<PublicSeriesAnswer> {
  return client.get<PublicSeriesAnswer>(`/readers/series/${encodeURIComponent(seriesId)}`, options);
}

/** GET /readers/books/{bookId}/chapters: the table of contents, each chapter with the caller's access to it. */
export function listPublicChapters(client: ApiClient, bookId: number, options?: CallOptions): Promise<PublicChaptersAnswer> {
  return client.get<PublicChaptersAnswer>(`${readerBookPath(bookId)}/chapters`, options);
}

/** GET /readers/books/{bookId}/chapters/{chapterIndex}: an open chapter's published text; 403 chapter_locked otherwise. */
export function getPublicChapter(client: ApiClient, bookId: number, chapterIndex: number, options?: CallOptions): Promise<PublicChapterAnswer> {
  return client.get<PublicChapterAnswer>(chapterPath(bookId, chapterIndex), options);
}

/** GET /readers/books/{bookId}/chapters/{chapterIndex}/check-access: open or locked, with the reason and the unlock options. */
export function checkChapterAccess(client: ApiClient, bookId: number, chapterIndex: number, options?: CallOptions): Promise<ChapterAccessAnswer> {
  return client.get<ChapterAccessAnswer>(`${chapterPath(bookId, chapterIndex)}/check-access`, options);
}

/** GET /readers/author-profiles/{authorId}: an author's public page with their published books. */
export function getPublicAuthorProfile(client: ApiClient, authorId: number, options?: CallOptions): Promise<PublicAuthorProfileAnswer> {
  return client.get<PublicAuthorProfileAnswer>(`/readers/author-profiles/${encodeURIComponent(authorId)}`, options);
}

/** GET /readers/author-profiles/{authorId}/newsletters: the author's sent newsletters, newest first. */
export function listPublicNewsletters(
  client: ApiClient,
  authorId: number,
  query: ListPublicNewslettersQuery = {},
  options?: CallOptions,
): Promise<PublicNewsletterPage> {
  return client.get<PublicNewsletterPage>(`/readers/author-profiles/${encodeURIComponent(authorId)}/newsletters`, { ...options, query });
}
