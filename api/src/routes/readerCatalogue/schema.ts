import { z } from "zod";
import { normaliseSearch, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "@storyloom/domain/services/readers/searchText.ts";
import { pageNumber, pathId, required, tooLong, wholeNumber } from "../schemaParts.ts";
import { count, pageOf } from "../../presenters/views/paging.ts";
import {
  chapterAccessView,
  publicAuthorProfileView,
  publicBookCardView,
  publicBookView,
  publicChapterSummaryView,
  publicChapterView,
  publicNewsletterView,
  publicSeriesCardView,
  publicSeriesView,
  searchHitView,
} from "../../presenters/views/readerCatalogue.ts";

/**
 * The catalogue's orders (domain/src/services/readers/listPublicBooks.ts),
 * spelt here rather than imported from there: the client imports this file's
 * types, and the studio's and the storefront's typecheck must not reach the
 * models (searchText.ts, above, is pure). The list route hands the sort to
 * listPublicBooks, so a sort the domain no longer has fails the typecheck.
 */
export const CATALOGUE_SORTS = ["recommended", "new", "updated"] as const;

/** Book grids of the storefront show 48 books; no list gives more than 100 a page (docs/architecture.md, Page sizes). */
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
  sort: z
    .enum(CATALOGUE_SORTS, { error: `Must be one of: ${CATALOGUE_SORTS.join(", ")}.` })
    .optional()
    .default("recommended"),
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

// Answers (presenters/views/readerCatalogue.ts holds the shapes).

export const publicBookCardPage = pageOf(publicBookCardView);
export const searchHitPage = pageOf(searchHitView);
export const publicBookAnswer = z.object({ book: publicBookView });
export const viewsCountAnswer = z.object({
  viewsCount: count().nullable().describe("Null when the author hides stats from the public (hideStatsFromPublic)."),
  isCounted: z.boolean().describe("False when this viewer's view was already counted in the current window."),
});
export const publicSeriesCardPage = pageOf(publicSeriesCardView);
export const publicSeriesAnswer = z.object({ series: publicSeriesView });
export const publicChaptersAnswer = z.object({ chapters: z.array(publicChapterSummaryView) });
export const publicChapterAnswer = z.object({ chapter: publicChapterView });
export const chapterAccessAnswer = z.object({ access: chapterAccessView });
export const publicAuthorProfileAnswer = z.object({ authorProfile: publicAuthorProfileView });
export const publicNewsletterPage = pageOf(publicNewsletterView);
