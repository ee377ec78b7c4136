import { z } from "zod";
import { bodyId, REQUIRED, tooLong, wholeNumber } from "../schemaParts.ts";
import { bookTypes } from "@storyloom/db/enums";

/** SPEC §5 names no book limits: these are docs/decisions.md's (Books). */
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

export const bookIdParams = z.strictObject({
  bookId: wholeNumber().pipe(z.number().min(1, "Must be a whole number.")),
});

export const listBooksQuery = z.strictObject({
  search: z.string({ error: "Must be text." }).trim().max(BOOK_SEARCH_MAX, tooLong(BOOK_SEARCH_MAX)).optional(),
  sort: z.enum(BOOK_SORTS, { error: `Must be one of: ${BOOK_SORTS.join(", ")}.` }).optional().default("updatedAt"),
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
  })
  .refine((body) => Object.keys(body).length > 0, {
    error: "Send at least one of title, description, genreId, imgUrl, subscribersOnly, customChapterNumbering, publicChaptersCount.",
  });

export const deleteBookBody = z.strictObject({
  confirmTitle: z.string({ error: (issue) => (issue.input === undefined ? REQUIRED : "Must be text.") }).max(BOOK_TITLE_MAX + 100, tooLong(BOOK_TITLE_MAX + 100)),
});

export type ListBooksQuery = z.infer<typeof listBooksQuery>;
export type CreateBookBody = z.infer<typeof createBookBody>;
export type UpdateBookBody = z.infer<typeof updateBookBody>;
export type DeleteBookBody = z.infer<typeof deleteBookBody>;
