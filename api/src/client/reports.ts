import type { z } from "zod";
import type { FunnelStep } from "@storyloom/db/enums";
import type { ChapterFunnelView, SalesReportView } from "../presenters/views/reports.ts";
import type { funnelStepAnswer } from "../routes/reports/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

type FunnelStepAnswer = z.output<typeof funnelStepAnswer>;

export type { ChapterFunnelView, FunnelChapterView, ReportMonthView, SalesReportView } from "../presenters/views/reports.ts";

/** GET /reports/sales: the author's sales, subscriptions and earnings over the last `months` months. */
export function getSalesReport(
  client: ApiClient,
  query: { months?: number; page?: number; pageSize?: number } = {},
  options?: CallOptions,
): Promise<SalesReportView> {
  return client.get<SalesReportView>("/reports/sales", { ...options, query });
}

/** GET /reports/books/{bookId}/funnel: the book's reading funnel per chapter. */
export function getChapterFunnel(client: ApiClient, bookId: number, options?: CallOptions): Promise<ChapterFunnelView> {
  return client.get<ChapterFunnelView>(`/reports/books/${bookId}/funnel`, options);
}

/** POST /readers/books/{bookId}/chapters/{chapterIndex}/funnel: the reading page's record of a step. */
export function recordFunnelStep(client: ApiClient, bookId: number, chapterIndex: number, step: FunnelStep, options?: CallOptions): Promise<FunnelStepAnswer> {
  return client.post<FunnelStepAnswer>(`/readers/books/${bookId}/chapters/${chapterIndex}/funnel`, { step }, options);
}
