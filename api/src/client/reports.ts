import type { z } from "zod";
import type { ChapterFunnelView, SalesReportView } from "../presenters/views/reports.ts";
import type { funnelStepAnswer, funnelStepBody, salesQuery } from "../routes/reports/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

type FunnelStepAnswer = z.output<typeof funnelStepAnswer>;
/** `months`: the last 12 by default, at most 36. */
export type SalesReportQuery = QueryOf<typeof salesQuery>;
type FunnelStepBody = z.input<typeof funnelStepBody>;

export type { ChapterFunnelView, FunnelChapterView, ReportMonthView, SalesReportView } from "../presenters/views/reports.ts";

/** GET /reports/sales: the author's sales, subscriptions and earnings over the last `months` months. */
export function getSalesReport(client: ApiClient, query: SalesReportQuery = {}, options?: CallOptions): Promise<SalesReportView> {
  return client.get<SalesReportView>("/reports/sales", { ...options, query });
}

/** GET /reports/books/{bookId}/funnel: the book's reading funnel per chapter. */
export function getChapterFunnel(client: ApiClient, bookId: number, options?: CallOptions): Promise<ChapterFunnelView> {
  return client.get<ChapterFunnelView>(`/reports/books/${bookId}/funnel`, options);
}

/** POST /readers/books/{bookId}/chapters/{chapterIndex}/funnel: the reading page's record of a step. */
export function recordFunnelStep(
  client: ApiClient,
  bookId: number,
  chapterIndex: number,
  step: FunnelStepBody["step"],
  options?: CallOptions,
): Promise<FunnelStepAnswer> {
  const body: FunnelStepBody = { step };
  return client.post<FunnelStepAnswer>(`/readers/books/${bookId}/chapters/${chapterIndex}/funnel`, body, options);
}
