import { z } from "zod";
import { bodyId, REQUIRED, tooLong, wholeNumber } from "../schemaParts.ts";
import { bookTypes } from "@storyloom/db/enums";
import { bookView, chapterAccessOverviewView, publishabilityView } from "../../presenters/views/books.ts";
import { pageOf } from "../../presenters/views/paging.ts";

/** docs/product.md (Validation rules) names no book limits: these are docs/decisions/books-and-publishing.md's (Limits and list). */
export const BOOK_TITLE_MAX = 200;
export const BOOK_DESCRIPTION_MAX = 5000;
export const BOOK_IMG_URL_MAX = 2000;
export const BOOK_SEARCH_MAX = 200;

/**
 * The list's orders (updatedAt and createdAt newest first, title A–Z). Spelt
 * here rather than imported from the domain: the client imports this file's
 * types, and the studio's typecheck must not reach the models.
 */
export const BOOK_SORTS = ["updatedAt", "title", "createdAt"] as const;

const idInBody = bodyId;

const title = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : "Must be text.") })
  .trim()
  .min(1, REQUIRED)
  .max(BOOK_TITLE_MAX, tooLong(BOOK_TITLE_MAX));

/** An empty description is no description: it is stored as null. */
const description = z
  .string({ error: "Must be text." })
  .trim()
  .max(BOOK_DESCRIPTION_MAX, tooLong(BOOK_DESCRIPTION_MAX))
  .transform((value) => (value === "" ? null : value))
  .nullable();

const flag = z.boolean({ error: "Must be true or false." });

/** More free chapters than any book has is harmless (every published chapter is then free). */
export const PUBLIC_CHAPTERS_MAX = 10_000;
const publicChaptersCount = z
  .number({ error: "Must be a whole number." })
  .int("Must be a whole number.")
  .min(0, "Must be at least 0.")
  .max(PUBLIC_CHAPTERS_MAX, `Must be at most ${PUBLIC_CHAPTERS_MAX}.`);

/**
 * Prices are integer cents (USD); the messages say dollars. 50 cents is the
 * payment provider's smallest charge; the maxima are docs/decisions/reading.md's
 * (Paywall rules), as are the rules' ranges. The same bounds are the
 * database's checks (migration 20261126000100).
 */
export const PRICE_MIN = 50;
export const CHAPTER_PRICE_MAX = 10_000;
export const BUNDLE_PRICE_MAX = 100_000;
export const PAID_LATEST_CHAPTERS_MAX = 10_000;
export const FREE_AFTER_DAYS_MAX = 3650;
export const SUBSCRIBER_EARLY_DAYS_MAX = 365;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A price in cents; null: not sold that way. */
function price(max: number) {
  return z
    .number({ error: "Must be a whole number of cents." })
    .int("Must be a whole number of cents.")
    .min(PRICE_MIN, `Must be at least ${dollars(PRICE_MIN)}.`)
    .max(max, `Must be at most ${dollars(max)}.`)
    .nullable();
}

/** A paywall rule's number, from 1; null turns the rule off. */
function ruleNumber(max: number) {
  return z
    .number({ error: "Must be a whole number." })
    .int("Must be a whole number.")
    .min(1, "Must be at least 1.")
    .max(max, `Must be at most ${max}.`)
    .nullable();
}

export const bookIdParams = z.strictObject({
  bookId: wholeNumber().pipe(z.number().min(1, "Must be a whole number.")),
});

export const listBooksQuery = z.strictObject({
  search: z.string({ error: "Must be text." }).trim().max(BOOK_SEARCH_MAX, tooLong(BOOK_SEARCH_MAX)).optional(),
  sort: z
    .enum(BOOK_SORTS, { error: `Must be one of: ${BOOK_SORTS.join(", ")}.` })
    .optional()
    .default("updatedAt"),
  page: wholeNumber().pipe(z.number().min(1, "Must be at least 1.")).optional().default(1),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(25),
});

/** A cover's address: one of our uploaded images (checked by the route against the storage); null removes it. */
const imgUrl = z
  .url({ protocol: /^https?$/, error: "Must be a web address." })
  .max(BOOK_IMG_URL_MAX, tooLong(BOOK_IMG_URL_MAX))
  .nullable();

export const createBookBody = z.strictObject({
  type: z.enum(bookTypes, { error: (issue) => (issue.input === undefined ? REQUIRED : `Must be one of: ${bookTypes.join(", ")}.`) }),
  title,
  description: description.optional(),
  genreId: idInBody.nullable().optional(),
  imgUrl: imgUrl.optional(),
});

export const updateBookBody = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    genreId: idInBody.nullable().optional(),
    imgUrl: imgUrl.optional(),
    subscribersOnly: flag.optional(),
    customChapterNumbering: flag.optional(),
    publicChaptersCount: publicChaptersCount.optional(),
    chapterPrice: price(CHAPTER_PRICE_MAX).optional(),
    bundle: flag.optional(),
    bundlePrice: price(BUNDLE_PRICE_MAX).optional(),
    paidLatestChaptersCount: ruleNumber(PAID_LATEST_CHAPTERS_MAX).optional(),
    freeAfterDays: ruleNumber(FREE_AFTER_DAYS_MAX).optional(),
    subscriberEarlyDays: ruleNumber(SUBSCRIBER_EARLY_DAYS_MAX).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    error:
      "Send at least one of title, description, genreId, imgUrl, subscribersOnly, customChapterNumbering, publicChaptersCount, chapterPrice, bundle, bundlePrice, paidLatestChaptersCount, freeAfterDays, subscriberEarlyDays.",
  });

export const deleteBookBody = z.strictObject({
  confirmTitle: z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : "Must be text.") })
    .max(BOOK_TITLE_MAX + 100, tooLong(BOOK_TITLE_MAX + 100)),
});

// Answers (presenters/views/books.ts holds the shapes).

export const bookAnswer = z.object({ book: bookView });
export const bookPage = pageOf(bookView);
export { chapterAccessOverviewView as chapterAccessAnswer, publishabilityView as publishabilityAnswer };
