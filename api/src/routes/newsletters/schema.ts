import { z } from "zod";
import { pageNumber, pathId, required, tooLong, wholeNumber } from "../schemaParts.ts";
import { newsletterPreviewView, newsletterView } from "../../presenters/views/newsletters.ts";
import { pageOf } from "../../presenters/views/paging.ts";
import { publicNewsletterView } from "../../presenters/views/readerCatalogue.ts";

/**
 * Spelt here rather than imported from the domain: the client imports this
 * file's types, and the studio's typecheck must not reach the models.
 */
export const NEWSLETTER_STATUSES = ["DRAFT", "SCHEDULED", "SENT"] as const;
export const NEWSLETTER_SUBJECT_MAX = 200;
/** Far above any newsletter (about 30,000 words of markup). */
export const NEWSLETTER_MARKUP_MAX = 200_000;
/** The body limit of the calls that carry markup (JSON escaping can double its size). */
export const NEWSLETTER_BODY_LIMIT = "1mb";
export const NEWSLETTERS_PAGE_SIZE = 20;

const DATE_TIME = "Must be a date and time such as 2026-12-01T09:00:00Z.";

export const newsletterParams = z.strictObject({ newsletterId: pathId });
export const publicNewsletterParams = z.strictObject({ authorId: pathId, newsletterId: pathId });
/** The open pixel's token: checked by the service (an unknown one is 404 like a malformed one). */
export const openTokenParams = z.strictObject({
  token: z.string({ error: "Must be text." }).min(1, "This field is required.").max(100, "Must be at most 100 characters."),
});

export const listNewslettersQuery = z.strictObject({
  page: pageNumber.optional().default(1),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(NEWSLETTERS_PAGE_SIZE),
  status: z.enum(NEWSLETTER_STATUSES, { error: "Choose DRAFT, SCHEDULED or SENT." }).optional(),
});

const subject = z
  .string({ error: required("Must be text.") })
  .trim()
  .min(1, "This field is required.")
  .max(NEWSLETTER_SUBJECT_MAX, tooLong(NEWSLETTER_SUBJECT_MAX));
const markup = z.string({ error: "Must be text." }).max(NEWSLETTER_MARKUP_MAX, tooLong(NEWSLETTER_MARKUP_MAX));

export const createNewsletterBody = z.strictObject({
  subject,
  markup: markup.optional().default(""),
});

export const updateNewsletterBody = z
  .strictObject({ subject: subject.optional(), markup: markup.optional() })
  .refine((body) => body.subject !== undefined || body.markup !== undefined, { error: "Send subject, markup or both." });

export const scheduleNewsletterBody = z.strictObject({
  scheduledAt: z.iso.datetime({ offset: true, error: required(DATE_TIME) }).transform((value) => new Date(value)),
});

export const noBody = z.strictObject({});

// Answers (presenters/views/newsletters.ts holds the shapes).

export const newsletterAnswer = z.object({ newsletter: newsletterView });
export const newsletterPage = pageOf(newsletterView);
export const newsletterDeletedAnswer = z.object({ deleted: z.boolean() });
export const newsletterPreviewAnswer = z.object({ preview: newsletterPreviewView });
export const publicNewsletterAnswer = z.object({ newsletter: publicNewsletterView });
