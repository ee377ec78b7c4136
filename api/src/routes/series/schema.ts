import { z } from "zod";
import { bodyId, pathId, REQUIRED, required, tooLong } from "../schemaParts.ts";
import { seriesSummaryView, seriesView } from "../../presenters/views/series.ts";

/** docs/product.md (Validation rules) names no collection limits: these are docs/decisions/books-and-publishing.md's (Series and collections). */
export const SERIES_TITLE_MAX = 200;
export const SERIES_DESCRIPTION_MAX = 5000;
export const SERIES_IMG_URL_MAX = 2000;
/** A route (subseries, book in series) is a URL segment. */
export const ROUTE_MAX = 100;
/** Books one PATCH may list: far above any real series. */
export const SERIES_BOOKS_MAX = 500;

/** Spelt here rather than imported from the domain: the client imports this file's types. */
const ROUTE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ROUTE_MESSAGE = "Use lowercase letters, digits and single hyphens (e.g. part-one).";

const id = pathId;
const idInBody = bodyId;
const position = z
  .number({ error: required("Must be a whole number.") })
  .int("Must be a whole number.")
  .min(1, "Must be at least 1.")
  .max(100_000, "Must be at most 100000.");

const title = z
  .string({ error: required("Must be text.") })
  .trim()
  .min(1, REQUIRED)
  .max(SERIES_TITLE_MAX, tooLong(SERIES_TITLE_MAX));
/** An empty description is no description: it is stored as null. */
const description = z
  .string({ error: "Must be text." })
  .trim()
  .max(SERIES_DESCRIPTION_MAX, tooLong(SERIES_DESCRIPTION_MAX))
  .transform((value) => (value === "" ? null : value))
  .nullable();
/** A web address, or a path on the platform (what the image upload answers). */
const imgUrl = z
  .string({ error: "Must be a web address." })
  .max(SERIES_IMG_URL_MAX, tooLong(SERIES_IMG_URL_MAX))
  .regex(/^(https?:\/\/[^\s]+|\/[^/\s][^\s]*)$/, "Must be a web address.")
  .nullable();
const route = z
  .string({ error: required("Must be text.") })
  .max(ROUTE_MAX, tooLong(ROUTE_MAX))
  .regex(ROUTE_PATTERN, ROUTE_MESSAGE);

export const seriesParams = z.strictObject({ id });
export const subseriesParams = z.strictObject({ id, subseriesId: id });
export const bookParams = z.strictObject({ bookId: id });

export const createSeriesBody = z.strictObject({
  title,
  description: description.optional(),
});

const seriesBookEntry = z.strictObject({
  bookId: idInBody,
  routeInSeries: route.nullable().optional(),
  subseriesId: idInBody.nullable().optional(),
});

export const updateSeriesBody = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    imgUrl: imgUrl.optional(),
    /** The series' books in order (their `number` is their place): books left out leave it, new ones join it. */
    books: z.array(seriesBookEntry, { error: "Must be a list of books." }).max(SERIES_BOOKS_MAX, `At most ${SERIES_BOOKS_MAX} books.`).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: "Send at least one of title, description, imgUrl, books." });

export const createSubseriesBody = z.strictObject({
  title,
  description: description.optional(),
  imgUrl: imgUrl.optional(),
  route: route.optional(),
});

export const updateSubseriesBody = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    imgUrl: imgUrl.optional(),
    route: route.optional(),
    number: position.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: "Send at least one of title, description, imgUrl, route, number." });

export const reorderBookBody = z.strictObject({ number: position });

// Answers (presenters/views/series.ts holds the shapes).

export const seriesListAnswer = z.object({ items: z.array(seriesSummaryView) });
export const seriesAnswer = z.object({ series: seriesView });
