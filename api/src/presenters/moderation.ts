import type { AiModerationRow, AuditEntryRow } from "@storyloom/domain/services/moderation/listModerationRecords.ts";
import type { ModeratedBookRow, ModeratedSeriesRow } from "@storyloom/domain/services/moderation/listModeratedCatalogue.ts";
import type { ReviewReportRow } from "@storyloom/domain/services/moderation/listReviewReports.ts";
import type { AiModerationView, AuditEntryView, ModeratedBookView, ModeratedSeriesView, ReviewReportView } from "./views/moderation.ts";

export type { AiModerationView, AuditEntryView, ModeratedBookView, ModeratedSeriesView, ReviewReportView };

function statusOf(report: ReviewReportRow): ReviewReportView["status"] {
  if (!report.deleted) return "open";
  return report.resolution === "REVIEW_HIDDEN" ? "reviewHidden" : "dismissed";
}

/** A reported review as the moderators' queue shows it. */
export function presentReviewReport(report: ReviewReportRow): ReviewReportView {
  const { reporter, review } = report;
  return {
    id: report.id,
    violation: report.violation,
    comment: report.comment,
    notes: report.notes,
    reportedAt: report.dateTime.toISOString(),
    status: statusOf(report),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    reporter: { userId: reporter.userId, email: reporter.email, name: reporter.name, status: reporter.status },
    review: {
      id: review.id,
      title: review.title,
      markup: review.markup,
      rating: review.rating,
      reviewedAt: review.reviewedAt?.toISOString() ?? null,
      hiddenAt: review.hiddenAt?.toISOString() ?? null,
      reviewer: { userId: review.reviewer.userId, email: review.reviewer.email, name: review.reviewer.name, status: review.reviewer.status },
    },
    book: { id: report.book.id, title: report.book.title },
  };
}

export function presentModeratedBook(book: ModeratedBookRow): ModeratedBookView {
  return {
    id: book.id,
    title: book.title,
    status: book.status,
    isSuspended: book.isSuspended,
    author: { id: book.authorId, name: book.authorName, email: book.authorEmail },
    series: book.seriesId !== null && book.seriesTitle !== null ? { id: book.seriesId, title: book.seriesTitle } : null,
    buyersCount: book.buyersCount,
  };
}

export function presentModeratedSeries(series: ModeratedSeriesRow): ModeratedSeriesView {
  return {
    id: series.id,
    title: series.title,
    isSuspended: series.isSuspended,
    author: { id: series.authorId, name: series.authorName, email: series.authorEmail },
    booksCount: series.booksCount,
  };
}

export function presentAiModeration(row: AiModerationRow): AiModerationView {
  return {
    id: row.id,
    service: row.service,
    isSuspendsAi: row.isSuspendsAi,
    isIdle: row.isIdle,
    user: { userId: row.userId, email: row.email, name: row.name, status: row.status, aiSuspendedByModeration: row.aiSuspendedByModeration ?? false },
    content: row.content,
    flaggedCategories: Object.entries(row.categories ?? {})
      .filter(([, flagged]) => flagged)
      .map(([name]) => name),
    categoryScores: row.categoryScores ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAuditEntry(entry: AuditEntryRow): AuditEntryView {
  return {
    id: entry.id,
    action: entry.action,
    actor: { userId: entry.actorId, email: entry.actorEmail },
    onBehalfOf: entry.onBehalfOfId === null ? null : { userId: entry.onBehalfOfId, email: entry.onBehalfOfEmail },
    subject: { type: entry.subjectType, id: entry.subjectId },
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  };
}
