import { viewerKeyOf } from "@storyloom/domain/services/readers/countBookView.ts";
import { requireAuthorId } from "@storyloom/domain/services/authorProfiles/requireAuthorId.ts";
import { findOwnBook } from "@storyloom/domain/services/books/findOwnBook.ts";
import { chapterFunnel } from "@storyloom/domain/services/reports/chapterFunnel.ts";
import { recordFunnelStep } from "@storyloom/domain/services/reports/recordFunnelStep.ts";
import { salesReport } from "@storyloom/domain/services/reports/salesReport.ts";
import { clientAddressKey } from "../../middlewares/clientAddress.ts";
import { presentChapterFunnel, presentSalesReport } from "../../presenters/reports.ts";
import { defineRoute } from "../defineRoute.ts";
import { chapterFunnelAnswer, funnelParams, funnelStepAnswer, funnelStepBody, funnelStepParams, salesQuery, salesReportAnswer } from "./schema.ts";

/** The author's reports (domain/src/services/reports/README.md) and the reading funnel's record. */

export const getSalesReport = defineRoute({
  method: "GET",
  path: "/api/v1/reports/sales",
  summary: "The author's sales, subscriptions and earnings over the last `months` months: totals, per month, per book (paged) and per series.",
  auth: "signedIn",
  authorize: "reports.view",
  schema: { query: salesQuery, response: salesReportAnswer },
  handler: async ({ actor, query, deps }) => {
    // The policy has let only an author this far: the session's author id is their profile's.
    const report = await salesReport({ db: deps.knex, authorId: requireAuthorId(actor), months: query.months, page: query.page, pageSize: query.pageSize });
    return presentSalesReport(report, { page: query.page, pageSize: query.pageSize });
  },
});

export const getChapterFunnel = defineRoute({
  method: "GET",
  path: "/api/v1/reports/books/:bookId/funnel",
  summary: "A book's reading funnel per chapter: visitors who started it, finished it, met its paywall and bought it (owner; admins may read).",
  auth: "signedIn",
  authorize: "reports.funnel",
  schema: { params: funnelParams, response: chapterFunnelAnswer },
  handler: async ({ actor, params, deps, authorize }) => {
    const book = await findOwnBook({ actor, db: deps.knex, bookId: params.bookId, allowAdmin: true });
    authorize(book);
    return presentChapterFunnel(await chapterFunnel({ db: deps.knex, book }));
  },
});

export const recordFunnelStepRoute = defineRoute({
  method: "POST",
  path: "/api/v1/readers/books/:bookId/chapters/:chapterIndex/funnel",
  summary: "The reading page says a visitor started, finished or met locked a chapter; counted once per visitor, chapter and step.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: funnelStepParams, body: funnelStepBody, response: funnelStepAnswer },
  handler: async ({ actor, params, body, deps, req }) => {
    await deps.limiters.funnelStep.consume({ address: clientAddressKey(req) });
    const visitorKey = viewerKeyOf(actor, { address: clientAddressKey(req), userAgent: req.get("user-agent") ?? "" });
    return recordFunnelStep({ db: deps.knex, actor, bookId: params.bookId, chapterIndex: params.chapterIndex, step: body.step, visitorKey });
  },
});

export const reportsRoutes = [getSalesReport, getChapterFunnel, recordFunnelStepRoute];
