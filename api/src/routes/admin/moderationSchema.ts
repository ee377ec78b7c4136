import { z } from "zod";
import { isoDateTime } from "../../presenters/views/dates.ts";
import { aiModerationView, auditEntryView, moderatedBookView, moderatedSeriesView, reviewReportView } from "../../presenters/views/moderation.ts";
import { count, pageOf } from "../../presenters/views/paging.ts";
import { pageNumber, pathId, required, tooLong, wholeNumber } from "../schemaParts.ts";

const pageSize = wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(25);
const page = pageNumber.optional().default(1);
const flag = () => z.enum(["true", "false"], { error: "Must be true or false." }).transform((value) => value === "true");

export const idParams = z.strictObject({ id: pathId });
export const reviewIdParams = z.strictObject({ reviewId: pathId });

export const listReviewReportsQuery = z.strictObject({
  status: z.enum(["open", "closed"], { error: "Must be one of: open, closed." }).optional().default("open"),
  page,
  pageSize,
});

export const reviewReportNotesBody = z.strictObject({
  notes: z.string({ error: required("Must be text.") }).max(2000, tooLong(2000)),
});

/** Dismissing and hiding take no fields; like every body, unknown ones are refused. */
export const emptyBody = z.strictObject({});

export const listModeratedCatalogueQuery = z.strictObject({
  search: z.string({ error: "Must be text." }).trim().max(200, tooLong(200)).optional(),
  suspended: flag().optional(),
  page,
  pageSize,
});

export const listAiModerationsQuery = z.strictObject({
  userId: pathId.optional(),
  flagged: flag().optional().default(true),
  page,
  pageSize,
});

export const listAuditLogQuery = z.strictObject({
  subjectType: z.enum(["user", "review", "reviewReport", "book", "series"], { error: "Must be one of: user, review, reviewReport, book, series." }).optional(),
  page,
  pageSize,
});

// Answers (presenters/views/moderation.ts holds the shapes).

export const reviewReportPage = pageOf(reviewReportView);
export const reviewReportAnswer = z.object({ report: reviewReportView });
export const moderatedReviewAnswer = z.object({
  review: z.object({ id: count(), bookId: count(), hiddenAt: isoDateTime().nullable().describe("When moderation hid it, null while it shows.") }),
});
export const moderatedBookPage = pageOf(moderatedBookView);
export const bookSuspensionAnswer = z.object({ book: z.object({ id: count(), isSuspended: z.boolean() }) });
export const moderatedSeriesPage = pageOf(moderatedSeriesView);
export const seriesSuspensionAnswer = z.object({ series: z.object({ id: count(), isSuspended: z.boolean() }) });
export const aiModerationPage = pageOf(aiModerationView);
export const auditEntryPage = pageOf(auditEntryView);
