// Imports only db enums: see README.md.
import type { BookStatus } from "@storyloom/db/enums";

/** GET /series: one of the author's collections, as the book list and the publish dialog show it. */
export interface SeriesSummaryView {
  id: number;
  title: string;
  description: string | null;
  imgUrl: string | null;
  /** Books in it that are not deleted. */
  bookCount: number;
  subseriesCount: number;
  /** The cover of its first book that has one. */
  coverUrl: string | null;
  /** ISO date. */
  updatedAt: string;
}

/** A book of a series, in series order. */
export interface SeriesBookView {
  id: number;
  title: string;
  status: BookStatus;
  imgUrl: string | null;
  /** 1-based place in the series. */
  number: number | null;
  routeInSeries: string | null;
  subseriesId: number | null;
  /** 1-based place in its subseries (it follows the series order). */
  numberInSubseries: number | null;
}

/** A subseries of a series; `bookIds` are its books in order (see the series' `books`). */
export interface SubseriesView {
  id: number;
  title: string;
  description: string | null;
  imgUrl: string | null;
  number: number | null;
  route: string | null;
  bookIds: number[];
}

/** GET /series/{id}: a collection with its books and subseries in order. */
export interface SeriesView {
  id: number;
  title: string;
  description: string | null;
  imgUrl: string | null;
  books: SeriesBookView[];
  subseries: SubseriesView[];
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
}
