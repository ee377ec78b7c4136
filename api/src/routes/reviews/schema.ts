import { z } from "zod";
import { reviewViolations } from "@storyloom/db/enums";
import { REQUIRED, pageNumber, pathId, required, tooLong, wholeNumber } from "../schemaParts.ts";
import { pageOf } from "../../presenters/views/paging.ts";
import { reviewView, reviewsSummaryView } from "../../presenters/views/readerBooks.ts";

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_MARKUP_MAX = 10_000;
export const REPORT_COMMENT_MAX = 1000;
/** Reviews come 25 to a page, like the studio's lists; no list answers more than 100. */
export const REVIEWS_PAGE_SIZE = 25;
export const PAGE_SIZE_MAX = 100;

export const bookParams = z.strictObject({ bookId: pathId });
export const reviewParams = z.strictObject({ reviewId: pathId });

export const listReviewsQuery = z.strictObject({
  page: pageNumber.optional().default(1),
  pageSize: wholeNumber()
    .pipe(z.number().min(1, "Must be at least 1.").max(PAGE_SIZE_MAX, `Must be at most ${PAGE_SIZE_MAX}.`))
    .optional()
    .default(REVIEWS_PAGE_SIZE),
});

const text = (max: number) => z.string({ error: "Must be text." }).max(max, tooLong(max)).nullable().optional();

export const saveReviewBody = z.strictObject({
  rating: z
    .number({ error: required("Must be a whole number from 1 to 5.") })
    .int("Must be a whole number from 1 to 5.")
    .min(1, "Must be a whole number from 1 to 5.")
    .max(5, "Must be a whole number from 1 to 5."),
  title: text(REVIEW_TITLE_MAX),
  markup: text(REVIEW_MARKUP_MAX),
});

export const reactToReviewBody = z.strictObject({
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: required("Must be one of: 1, -1, 0.") }),
});

export const reportReviewBody = z.strictObject({
  violation: z.enum(reviewViolations, { error: (issue) => (issue.input === undefined ? REQUIRED : `Must be one of: ${reviewViolations.join(", ")}.`) }),
  comment: text(REPORT_COMMENT_MAX),
});

// Answers (presenters/views/readerBooks.ts holds the shapes).

export const reviewsPage = pageOf(reviewView).extend({ summary: reviewsSummaryView });
export const reviewAnswer = z.object({ review: reviewView });
export const reviewReactionAnswer = z.object({
  reviewReactionsSum: z.number().int().describe("The review's new sum of reactions."),
  myReaction: z.number().int().min(-1).max(1).describe("The reader's reaction now: 1, -1, or 0 for none."),
});
