/** /api/v1/admin moderation: reported reviews, suspended books and series, AI moderation flags, the audit log (admins only). Browser-safe. */
import type { z } from "zod";
import type { AuditEntryView, ModeratedBookView, ModeratedSeriesView, ReviewReportView } from "../presenters/views/moderation.ts";
import type {
  aiModerationPage,
  auditEntryPage,
  bookSuspensionAnswer,
  listAiModerationsQuery,
  listAuditLogQuery,
  listModeratedCatalogueQuery,
  listReviewReportsQuery,
  moderatedBookPage,
  moderatedReviewAnswer,
  moderatedSeriesPage,
  reviewReportAnswer,
  reviewReportNotesBody,
  reviewReportPage,
  seriesSuspensionAnswer,
} from "../routes/admin/moderationSchema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { AuditEntryView, ModeratedBookView, ModeratedSeriesView, ReviewReportView };

/** Open reports (the default) or closed ones. */
export type ListReviewReportsQuery = QueryOf<typeof listReviewReportsQuery>;
export type ListModeratedCatalogueQuery = QueryOf<typeof listModeratedCatalogueQuery>;
/** `flagged`: only the checks that flagged the text (default); false lists every check. */
export type ListAiModerationsQuery = QueryOf<typeof listAiModerationsQuery>;
export type ListAuditLogQuery = QueryOf<typeof listAuditLogQuery>;
type ReviewReportNotesBody = z.input<typeof reviewReportNotesBody>;

export type ReviewReportAnswer = z.output<typeof reviewReportAnswer>;
export type ModeratedReviewAnswer = z.output<typeof moderatedReviewAnswer>;
export type BookSuspensionAnswer = z.output<typeof bookSuspensionAnswer>;
export type SeriesSuspensionAnswer = z.output<typeof seriesSuspensionAnswer>;
type ReviewReportPage = z.output<typeof reviewReportPage>;
type ModeratedBookPage = z.output<typeof moderatedBookPage>;
type ModeratedSeriesPage = z.output<typeof moderatedSeriesPage>;
type AiModerationPage = z.output<typeof aiModerationPage>;
type AuditEntryPage = z.output<typeof auditEntryPage>;

const flag = (value: boolean | undefined) => (value === undefined ? undefined : String(value));

/** GET /admin/review-reports: open reports oldest first, or closed ones. */
export function listReviewReports(client: ApiClient, query: ListReviewReportsQuery = {}, options?: CallOptions): Promise<ReviewReportPage> {
  return client.get<ReviewReportPage>("/admin/review-reports", { ...options, query });
}

/** PATCH /admin/review-reports/{id}: the moderators' notes. */
export function updateReviewReportNotes(
  client: ApiClient,
  reportId: number,
  notes: ReviewReportNotesBody["notes"],
  options?: CallOptions,
): Promise<ReviewReportAnswer> {
  const body: ReviewReportNotesBody = { notes };
  return client.patch<ReviewReportAnswer>(`/admin/review-reports/${encodeURIComponent(reportId)}`, body, options);
}

/** POST /admin/review-reports/{id}/dismiss: closes a report as unfounded. */
export function dismissReviewReport(client: ApiClient, reportId: number, options?: CallOptions): Promise<ReviewReportAnswer> {
  return client.post<ReviewReportAnswer>(`/admin/review-reports/${encodeURIComponent(reportId)}/dismiss`, {}, options);
}

/** POST /admin/reviews/{id}/hide: hides a review from readers and closes its reports. */
export function hideReview(client: ApiClient, reviewId: number, options?: CallOptions): Promise<ModeratedReviewAnswer> {
  return client.post<ModeratedReviewAnswer>(`/admin/reviews/${encodeURIComponent(reviewId)}/hide`, {}, options);
}

/** POST /admin/reviews/{id}/restore: shows a hidden review again. */
export function restoreReview(client: ApiClient, reviewId: number, options?: CallOptions): Promise<ModeratedReviewAnswer> {
  return client.post<ModeratedReviewAnswer>(`/admin/reviews/${encodeURIComponent(reviewId)}/restore`, {}, options);
}

/** GET /admin/books: books of every status, by title or author, suspended or not. */
export function listModeratedBooks(client: ApiClient, query: ListModeratedCatalogueQuery = {}, options?: CallOptions): Promise<ModeratedBookPage> {
  return client.get<ModeratedBookPage>("/admin/books", { ...options, query: { ...query, suspended: flag(query.suspended) } });
}

/** POST /admin/books/{id}/suspend or /restore. */
export function setBookSuspension(client: ApiClient, bookId: number, suspended: boolean, options?: CallOptions): Promise<BookSuspensionAnswer> {
  return client.post<BookSuspensionAnswer>(`/admin/books/${encodeURIComponent(bookId)}/${suspended ? "suspend" : "restore"}`, {}, options);
}

/** GET /admin/series: series by title or author, suspended or not. */
export function listModeratedSeries(client: ApiClient, query: ListModeratedCatalogueQuery = {}, options?: CallOptions): Promise<ModeratedSeriesPage> {
  return client.get<ModeratedSeriesPage>("/admin/series", { ...options, query: { ...query, suspended: flag(query.suspended) } });
}

/** POST /admin/series/{id}/suspend or /restore. */
export function setSeriesSuspension(client: ApiClient, seriesId: number, suspended: boolean, options?: CallOptions): Promise<SeriesSuspensionAnswer> {
  return client.post<SeriesSuspensionAnswer>(`/admin/series/${encodeURIComponent(seriesId)}/${suspended ? "suspend" : "restore"}`, {}, options);
}

/** GET /admin/ai-moderations: AI moderation checks, newest first. */
export function listAiModerations(client: ApiClient, query: ListAiModerationsQuery = {}, options?: CallOptions): Promise<AiModerationPage> {
  return client.get<AiModerationPage>("/admin/ai-moderations", { ...options, query: { ...query, flagged: flag(query.flagged) } });
}

/** GET /admin/audit-log: what admins did, newest first. */
export function listAuditLog(client: ApiClient, query: ListAuditLogQuery = {}, options?: CallOptions): Promise<AuditEntryPage> {
  return client.get<AuditEntryPage>("/admin/audit-log", { ...options, query });
}
