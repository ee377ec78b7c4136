import { NotFoundError } from "@storyloom/domain/errors.ts";
import { recordAdminAction } from "@storyloom/domain/services/admin/recordAdminAction.ts";
import { dismissReviewReport, updateReviewReportNotes } from "@storyloom/domain/services/moderation/closeReviewReport.ts";
import { hideReview, restoreReview } from "@storyloom/domain/services/moderation/hideReview.ts";
import { findReviewReport, listReviewReports } from "@storyloom/domain/services/moderation/listReviewReports.ts";
import type { Knex } from "@storyloom/db";
import { presentReviewReport } from "../../presenters/moderation.ts";
import { defineRoute } from "../defineRoute.ts";
import {
  emptyBody,
  idParams,
  listReviewReportsQuery,
  moderatedReviewAnswer,
  reviewIdParams,
  reviewReportAnswer,
  reviewReportNotesBody,
  reviewReportPage,
} from "./moderationSchema.ts";

async function presentFound(trx: Knex.Transaction, reportId: number) {
  const report = await findReviewReport(trx, reportId);
  if (!report) throw new NotFoundError("Report not found.");
  return { report: presentReviewReport(report) };
}

/** /api/v1/admin/review-reports and /admin/reviews: the moderators' queue of reported reviews. */
export const listReviewReportsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/admin/review-reports",
  summary:
    "Admins: one page of review reports, open ones oldest first (or closed ones, latest closed first), with the review, its writer, the reporter and the book.",
  auth: "admin",
  authorize: "admin.moderateReviews",
  schema: { query: listReviewReportsQuery, response: reviewReportPage },
  handler: async ({ query, deps }) => {
    const { items, total } = await listReviewReports({ db: deps.knex, ...query });
    return { items: items.map(presentReviewReport), total, page: query.page, pageSize: query.pageSize };
  },
});

export const updateReviewReportRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/admin/review-reports/:id",
  summary: "Admins: the moderators' notes on a report (empty text clears them).",
  auth: "admin",
  authorize: "admin.moderateReviews",
  schema: { params: idParams, body: reviewReportNotesBody, response: reviewReportAnswer },
  handler: async ({ params, body, actor, deps }) =>
    deps.knex.transaction(async (trx) => {
      const report = await updateReviewReportNotes({ trx, reportId: params.id, notes: body.notes });
      await recordAdminAction({ trx, actor, action: "reviewReport.notes", subject: { type: "reviewReport", id: report.id }, details: { notes: report.notes } });
      return presentFound(trx, report.id);
    }),
});

export const dismissReviewReportRoute = defineRoute({
  method: "POST",
  path: "/api/v1/admin/review-reports/:id/dismiss",
  summary: "Admins: closes a report as unfounded; the review stays. 409 when the report is already closed.",
  auth: "admin",
  authorize: "admin.moderateReviews",
  schema: { params: idParams, body: emptyBody, response: reviewReportAnswer },
  handler: async ({ params, actor, deps }) =>
    deps.knex.transaction(async (trx) => {
      const report = await dismissReviewReport({ trx, reportId: params.id, adminUserId: actor.userId });
      await recordAdminAction({
        trx,
        actor,
        action: "reviewReport.dismiss",
        subject: { type: "reviewReport", id: report.id },
        details: { reviewId: report.reviewId },
      });
      return presentFound(trx, report.id);
    }),
});

export const hideReviewRoute = defineRoute({
  method: "POST",
  path: "/api/v1/admin/reviews/:reviewId/hide",
  summary: "Admins: hides a review from the book's page, its summary and rating, closes its open reports and tells its writer. 409 when already hidden.",
  auth: "admin",
  authorize: "admin.moderateReviews",
  schema: { params: reviewIdParams, body: emptyBody, response: moderatedReviewAnswer },
  handler: async ({ params, actor, deps }) =>
    deps.knex.transaction(async (trx) => {
      const review = await hideReview({ trx, pages: deps.pages, jobs: deps.jobs, reviewId: params.reviewId, adminUserId: actor.userId });
      await recordAdminAction({
        trx,
        actor,
        action: "review.hide",
        subject: { type: "review", id: review.id },
        details: { bookId: review.bookId, readerId: review.readerId },
      });
      return { review: { id: review.id, bookId: review.bookId, hiddenAt: review.reviewHiddenAt?.toISOString() ?? null } };
    }),
});

export const restoreReviewRoute = defineRoute({
  method: "POST",
  path: "/api/v1/admin/reviews/:reviewId/restore",
  summary: "Admins: shows a hidden review again and tells its writer; its reports stay closed. 409 when it is not hidden.",
  auth: "admin",
  authorize: "admin.moderateReviews",
  schema: { params: reviewIdParams, body: emptyBody, response: moderatedReviewAnswer },
  handler: async ({ params, actor, deps }) =>
    deps.knex.transaction(async (trx) => {
      const review = await restoreReview({ trx, pages: deps.pages, jobs: deps.jobs, reviewId: params.reviewId });
      await recordAdminAction({
        trx,
        actor,
        action: "review.restore",
        subject: { type: "review", id: review.id },
        details: { bookId: review.bookId, readerId: review.readerId },
      });
      return { review: { id: review.id, bookId: review.bookId, hiddenAt: null } };
    }),
});

export const reviewReportsRoutes = [listReviewReportsRoute, updateReviewReportRoute, dismissReviewReportRoute, hideReviewRoute, restoreReviewRoute];
