import type {
  ApiClient,
  CatalogueSort,
  GenreView,
  Page,
  PublicAuthorProfileView,
  PublicBookCardView,
  PublicBookView,
  PublicChapterSummaryView,
  PublicNewsletterView,
  PublicSeriesCardView,
  PublicSeriesView,
  ReviewsPage,
} from "@storyloom/api/client";
import {
  getPublicAuthorProfile,
  getPublicBook,
  getPublicSeries,
  listGenres,
  listPublicBooks,
  listPublicChapters,
  listPublicNewsletters,
  listPublicSeries,
  listReviews,
} from "@storyloom/api/client";
import { orNotFound } from "./apiErrors.ts";
import { CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS } from "./readQuery.ts";

/** Books in each section of the reader home. */
export const HOME_SECTION_SIZE = 12;
/** Reviews on a page of a book's reviews. */
export const REVIEWS_PAGE_SIZE = 20;
/** Newsletters on a page of an author's page. */
export const NEWSLETTERS_PAGE_SIZE = 10;

export interface ReaderHomeData {
  sections: Array<{ sort: CatalogueSort; page: Page<PublicBookCardView> }>;
  genres: GenreView[];
}

/** The reader home: a row of each order and the genres, asked for at once. */
export async function loadReaderHome(client: ApiClient): Promise<ReaderHomeData> {
  const [genres, ...pages] = await Promise.all([
    listGenres(client),
    ...CATALOGUE_SORTS.map((sort) => listPublicBooks(client, { sort, page: 1, pageSize: HOME_SECTION_SIZE })),
  ]);
  return {
    genres: genres.items,
    sections: CATALOGUE_SORTS.map((sort, i) => ({ sort, page: pages[i] ?? { items: [], total: 0, page: 1, pageSize: HOME_SECTION_SIZE } })),
  };
}

export interface CatalogueGridData {
  books: Page<PublicBookCardView>;
  genres: GenreView[];
}

/** One full grid of /read (48 a page) and the genres, to name the one asked for. */
export async function loadCatalogueGrid(client: ApiClient, grid: { sort: CatalogueSort; genreId: number | null; page: number }): Promise<CatalogueGridData> {
  const [books, genres] = await Promise.all([
    listPublicBooks(client, { sort: grid.sort, ...(grid.genreId ? { genreId: grid.genreId } : {}), page: grid.page, pageSize: CATALOGUE_PAGE_SIZE }),
    listGenres(client),
  ]);
  return { books, genres: genres.items };
}

export interface BookPageData {
  book: PublicBookView;
  chapters: PublicChapterSummaryView[];
  reviews: ReviewsPage;
}

/** A book's page: the book, its table of contents and a page of its reviews; null when the book is not public. */
export async function loadBookPage(client: ApiClient, bookId: number, reviewsPage = 1): Promise<BookPageData | null> {
  const [book, chapters, reviews] = await Promise.all([
    orNotFound(getPublicBook(client, bookId)),
    orNotFound(listPublicChapters(client, bookId)),
    orNotFound(listReviews(client, bookId, { page: reviewsPage, pageSize: REVIEWS_PAGE_SIZE })),
  ]);
  if (!book || !chapters || !reviews) return null;
  return { book: book.book, chapters: chapters.chapters, reviews };
}

/** A series with its books in order; null when it is not public. */
export async function loadSeries(client: ApiClient, seriesId: number): Promise<PublicSeriesView | null> {
  return (await orNotFound(getPublicSeries(client, seriesId)))?.series ?? null;
}

/** A page of the collection grid (48 a page). */
export async function loadSeriesGrid(client: ApiClient, page: number): Promise<Page<PublicSeriesCardView>> {
  return listPublicSeries(client, { page, pageSize: CATALOGUE_PAGE_SIZE });
}

export interface AuthorPageData {
  author: PublicAuthorProfileView;
  newsletters: Page<PublicNewsletterView>;
}

/** An author's page: profile, books and a page of newsletters; null when the author is not public. */
export async function loadAuthorPage(client: ApiClient, authorId: number, newslettersPage = 1): Promise<AuthorPageData | null> {
  const [profile, newsletters] = await Promise.all([
    orNotFound(getPublicAuthorProfile(client, authorId)),
    orNotFound(listPublicNewsletters(client, authorId, { page: newslettersPage, pageSize: NEWSLETTERS_PAGE_SIZE })),
  ]);
  if (!profile) return null;
  return { author: profile.authorProfile, newsletters: newsletters ?? { items: [], total: 0, page: newslettersPage, pageSize: NEWSLETTERS_PAGE_SIZE } };
}

/** Reviews of each book of a series (a series domain's /reviews), in series order, books without reviews left out. */
export async function loadSeriesReviews(
  client: ApiClient,
  books: readonly PublicBookCardView[],
): Promise<Array<{ book: PublicBookCardView; reviews: ReviewsPage }>> {
  const pages = await Promise.all(books.map((book) => orNotFound(listReviews(client, book.id, { page: 1, pageSize: REVIEWS_PAGE_SIZE }))));
  return books.flatMap((book, i) => {
    const reviews = pages[i];
    return reviews && reviews.total > 0 ? [{ book, reviews }] : [];
  });
}
