import { z } from "zod";
import { pageNumber, pathId, wholeNumber } from "../schemaParts.ts";
import { pageOf } from "../../presenters/views/paging.ts";
import { authorEmailChoiceView } from "../../presenters/views/readerEmails.ts";

/** A page of authors on the e-mail settings page. */
export const READER_EMAILS_PAGE_SIZE = 50;

/** The token of an unsubscribe link: checked by the service (an unknown one is 404 like a malformed one). */
export const tokenParams = z.strictObject({
  token: z.string({ error: "Must be text." }).min(1, "This field is required.").max(100, "Must be at most 100 characters."),
});
export const authorParams = z.strictObject({ authorId: pathId });

/**
 * RFC 8058's one-click POST sends the form field `List-Unsubscribe=One-Click`
 * (urlencoded or multipart); the page's button sends nothing. Either way the
 * answer is the same: unsubscribed.
 */
export const oneClickBody = z.strictObject({
  "List-Unsubscribe": z.literal("One-Click", { error: "Must be One-Click." }).optional(),
});

export const setChoiceBody = z.strictObject({
  getEmails: z.boolean({ error: "Must be true or false." }),
});

export const listChoicesQuery = z.strictObject({
  page: pageNumber.optional().default(1),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(READER_EMAILS_PAGE_SIZE),
});

// Answers (presenters/views/readerEmails.ts holds the shapes).

export const emailChoiceAnswer = z.object({ choice: authorEmailChoiceView });
export const emailChoicePage = pageOf(authorEmailChoiceView);
