import type { Book } from "@storyloom/db/models";
import type { SeriesSummary } from "@storyloom/domain/services/series/listSeries.ts";
import type { SeriesDetail } from "@storyloom/domain/services/series/loadSeriesDetail.ts";
import type { SeriesBookView, SeriesSummaryView, SeriesView, SubseriesView } from "./views/series.ts";

export type { SeriesSummaryView, SeriesView };

export function presentSeriesSummary({ series, bookCount, subseriesCount, coverUrl }: SeriesSummary): SeriesSummaryView {
  return {
    id: series.id,
    title: series.title,
    description: series.description,
    imgUrl: series.imgUrl,
    bookCount,
    subseriesCount,
    coverUrl,
    updatedAt: series.updatedAt.toISOString(),
  };
}

function presentSeriesBook(book: Book): SeriesBookView {
  return {
    id: book.id,
    title: book.title,
    status: book.status,
    imgUrl: book.imgUrl,
    number: book.number,
    routeInSeries: book.routeInSeries,
    subseriesId: book.subseriesId,
    numberInSubseries: book.numberInSubseries,
  };
}

/** A series as its editor shows it: books and subseries in order. */
export function presentSeries({ series, books, subseries }: SeriesDetail): SeriesView {
  return {
    id: series.id,
    title: series.title,
    description: series.description,
    imgUrl: series.imgUrl,
    books: books.map(presentSeriesBook),
    subseries: subseries.map((part): SubseriesView => ({
      id: part.id,
      title: part.title,
      description: part.description,
      imgUrl: part.imgUrl,
      number: part.number,
      route: part.route,
      bookIds: books.filter((book) => book.subseriesId === part.id).map((book) => book.id),
    })),
    createdAt: series.createdAt.toISOString(),
    updatedAt: series.updatedAt.toISOString(),
  };
}
