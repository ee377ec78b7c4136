// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { aiServices, bookStatuses, reviewViolations, userStatuses } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** A person as the moderation lists name them. */
export const moderationPersonView = z
  .object({
    userId: count(),
    email: z.string(),
    name: z.string().nullable(),
    status: z.enum(userStatuses),
  })
  .meta({ id: "ModerationPerson" });

/** presentReviewReport: a reader's report of a review, with the review and who wrote and reported it. */
export const reviewReportView = z
  .object({
    id: count(),
    violation: z.enum(reviewViolations),
    comment: z.string().nullable(),
    notes: z.string().nullable().describe("The moderators' own notes."),
    reportedAt: isoDateTime().describe("When the review was reported."),
    status: z.enum(["open", "dismissed", "reviewHidden"]).describe('"open" until a moderator dismisses it or hides the review.'),
    resolvedAt: isoDateTime().nullable().describe("When it was closed, null while open."),
    reporter: moderationPersonView,
    review: z.object({
      id: count(),
      title: z.string().nullable(),
      markup: z.string().nullable().describe("Sanitised HTML, as readers saw it."),
      rating: z.number().int().min(1).max(5).nullable(),
      reviewedAt: isoDateTime().nullable(),
      hiddenAt: isoDateTime().nullable().describe("When moderation hid it, null while it shows."),
      reviewer: moderationPersonView,
    }),
    book: z.object({ id: count(), title: z.string() }),
  })
  .meta({ id: "ReviewReport" });
export type ReviewReportView = z.output<typeof reviewReportView>;

/** An author as the moderators' lists of books and series name them. */
const moderatedAuthorView = z.object({ id: count(), name: z.string().nullable(), email: z.string() });

/** presentModeratedBook: a book of any status, as the moderators' list shows it. */
export const moderatedBookView = z.object({
  id: count(),
  title: z.string(),
  status: z.enum(bookStatuses),
  isSuspended: z.boolean(),
  author: moderatedAuthorView,
  series: z.object({ id: count(), title: z.string() }).nullable(),
  buyersCount: count().describe("Readers who paid for it (the whole book or chapters)."),
});
export type ModeratedBookView = z.output<typeof moderatedBookView>;

/** presentModeratedSeries: a series, as the moderators' list shows it. */
export const moderatedSeriesView = z.object({
  id: count(),
  title: z.string(),
  isSuspended: z.boolean(),
  author: moderatedAuthorView,
  booksCount: count(),
});
export type ModeratedSeriesView = z.output<typeof moderatedSeriesView>;

/** presentAiModeration: one moderation check of text an author sent to the AI tools. */
export const aiModerationView = z.object({
  id: count(),
  service: z.enum(aiServices),
  isSuspendsAi: z.boolean().describe("The check flagged the text and suspended the author's AI tools."),
  isIdle: z.boolean().describe("Handled: the suspension it caused was lifted."),
  user: moderationPersonView.extend({ aiSuspendedByModeration: z.boolean() }),
  content: z.string().nullable(),
  flaggedCategories: z.array(z.string()).describe("The categories that were flagged."),
  categoryScores: z.record(z.string(), z.number()),
  createdAt: isoDateTime(),
});
export type AiModerationView = z.output<typeof aiModerationView>;

/** Who did something the audit log records, or on whose behalf. */
const auditPersonView = z.object({ userId: count(), email: z.string().nullable() });

/** presentAuditEntry: one thing an admin did. */
export const auditEntryView = z.object({
  id: count(),
  action: z.string(),
  actor: auditPersonView,
  onBehalfOf: auditPersonView.nullable().describe("The impersonated user when the admin acted through an impersonation."),
  subject: z.object({ type: z.string(), id: count() }),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTime(),
});
export type AuditEntryView = z.output<typeof auditEntryView>;
