import { z } from "zod";
import { pageNumber, pathId, required, wholeNumber } from "../schemaParts.ts";
import { pageOf } from "../../presenters/views/paging.ts";
import { bookshelfItemView, readerBookView } from "../../presenters/views/readerBooks.ts";

/** Storefront grids show 48 books (docs/product.md, Constants and limits); no list answers more than 100. */
export const BOOKSHELF_PAGE_SIZE = 48;
export const PAGE_SIZE_MAX = 100;
/** Far above any book's chapter count; keeps the index a plain integer. */
export const CHAPTER_INDEX_MAX = 100_000;

export const bookParams = z.strictObject({ bookId: pathId });

export const saveReaderBookBody = z.strictObject({
  currentChapterIndex: z
    .number({ error: required("Must be a whole number.") })
    .int("Must be a whole number.")
    .min(1, "Must be at least 1.")
    .max(CHAPTER_INDEX_MAX, `Must be at most ${CHAPTER_INDEX_MAX}.`),
  currentChapterProgress: z
    .number({ error: required("Must be a number from 0 to 1.") })
    .min(0, "Must be a number from 0 to 1.")
    .max(1, "Must be a number from 0 to 1."),
  audiobookMode: z.boolean({ error: "Must be true or false." }).optional(),
});

export const bookshelfQuery = z.strictObject({
  page: pageNumber.optional().default(1),
  pageSize: wholeNumber()
    .pipe(z.number().min(1, "Must be at least 1.").max(PAGE_SIZE_MAX, `Must be at most ${PAGE_SIZE_MAX}.`))
    .optional()
    .default(BOOKSHELF_PAGE_SIZE),
});

// Answers (presenters/views/readerBooks.ts holds the shapes).

export const readerBookAnswer = z.object({
  readerBook: readerBookView
    .nullable()
    .describe("Null when the reader has neither opened nor bought the book (a bought, unopened book has firstReadAt null and index 0)."),
});
export const savedReaderBookAnswer = z.object({ readerBook: readerBookView });
export const bookshelfPage = pageOf(bookshelfItemView);
