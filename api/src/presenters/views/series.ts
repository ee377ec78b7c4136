// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { bookStatuses } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** GET /series: one of the author's collections, as the book list and the publish dialog show it. */
export const seriesSummaryView = z
  .object({
    id: count(),
    title: z.string(),
    description: z.string().nullable(),
    imgUrl: z.string().nullable(),
    bookCount: count().describe("Books in it that are not deleted."),
    subseriesCount: count(),
    coverUrl: z.string().nullable().describe("The cover of its first book that has one."),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "SeriesSummary" });
export type SeriesSummaryView = z.output<typeof seriesSummaryView>;

/** A book of a series, in series order. */
export const seriesBookView = z
  .object({
    id: count(),
    title: z.string(),
    status: z.enum(bookStatuses),
    imgUrl: z.string().nullable(),
    number: count().nullable().describe("1-based place in the series."),
    routeInSeries: z.string().nullable(),
    subseriesId: count().nullable(),
    numberInSubseries: count().nullable().describe("1-based place in its subseries (it follows the series order)."),
  })
  .meta({ id: "SeriesBook" });
export type SeriesBookView = z.output<typeof seriesBookView>;

/** A subseries of a series; `bookIds` are its books in order (see the series' `books`). */
export const subseriesView = z
  .object({
    id: count(),
    title: z.string(),
    description: z.string().nullable(),
    imgUrl: z.string().nullable(),
    number: count().nullable(),
    route: z.string().nullable(),
    bookIds: z.array(count()),
  })
  .meta({ id: "Subseries" });
export type SubseriesView = z.output<typeof subseriesView>;

/** GET /series/{id}: a collection with its books and subseries in order. */
export const seriesView = z
  .object({
    id: count(),
    title: z.string(),
    description: z.string().nullable(),
    imgUrl: z.string().nullable(),
    books: z.array(seriesBookView),
    subseries: z.array(subseriesView),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "Series" });
export type SeriesView = z.output<typeof seriesView>;
