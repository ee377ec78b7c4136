import { z } from "zod";
import { CATALOGUE_SORTS } from "@storyloom/domain/services/readers/listPublicBooks.ts";
import { normaliseSearch, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "@storyloom/domain/services/readers/searchText.ts";
import { pageNumber, pathId, required, tooLong, wholeNumber } from "../schemaParts.ts";

/** Book grids of the storefront show 48 books; no list gives more than 100 a page (DESIGN.md). */
export const CATALOGUE_PAGE_SIZE = 48;
export const NEWSLETTERS_PAGE_SIZE = 25;
export const SEARCH_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

const pageSize = (fallback: number) =>
  wholeNumber()
    .pipe(z.number().min(1, "Must be at least 1.").max(MAX_PAGE_SIZE, `Must be at most ${MAX_PAGE_SIZE}.`))
    .optional()
    .default(fallback);

const page = pageNumber.optional().default(1);

export const bookParams = z.strictObject({ bookId: pathId });
export const chapterParams = z.strictObject({
  bookId: pathId,
  chapterIndex: wholeNumber().pipe(z.number().min(1, "Must be at least 1.")),
});
export const seriesParams = z.strictObject({ seriesId: pathId });
export const authorParams = z.strictObject({ authorId: pathId });

export const noQuery = z.strictObject({});

export const listPublicBooksQuery = z.strictObject({
  sort: z.enum(CATALOGUE_SORTS, { error: `Must be one of: ${CATALOGUE_SORTS.join(", ")}.` }).optional().default("recommended"),
  genreId: pathId.optional(),
  authorId: pathId.optional(),
  page,
  pageSize: pageSize(CATALOGUE_PAGE_SIZE),
});

export const listPublicSeriesQuery = z.strictObject({
  authorId: pathId.optional(),
  page,
  pageSize: pageSize(CATALOGUE_PAGE_SIZE),
});

export const listPublicNewslettersQuery = z.strictObject({
  page,
  pageSize: pageSize(NEWSLETTERS_PAGE_SIZE),
});

export const searchCatalogueQuery = z.strictObject({
  q: z
    .string({ error: required("Must be text.") })
    .transform(normaliseSearch)
    .pipe(z.string().min(SEARCH_MIN_LENGTH, `Must be at least ${SEARCH_MIN_LENGTH} characters.`).max(SEARCH_MAX_LENGTH, tooLong(SEARCH_MAX_LENGTH))),
  seriesId: pathId.optional(),
  page,
  pageSize: pageSize(SEARCH_PAGE_SIZE),
});
