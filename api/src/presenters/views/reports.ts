// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { isoDateTime } from "./dates.ts";
import { count, pageOf } from "./paging.ts";

const cents = () => count();

/** An author's totals over the report's months; amounts in cents. */
export const reportTotalsView = z.object({
  sales: count().describe("Chapter and book purchases."),
  subscriptionPayments: count().describe("Subscription payments (one per paid period)."),
  gross: cents(),
  refunded: cents(),
  fees: cents(),
  earnings: cents(),
  activeSubscribers: count(),
  referralEarnings: cents().describe("Fees earned on other authors' sales to readers the author referred."),
});

export const reportMonthView = z.object({
  month: z.string().describe('"2026-11" (UTC).'),
  sales: count(),
  subscriptionPayments: count(),
  gross: cents(),
  earnings: cents(),
});
export type ReportMonthView = z.output<typeof reportMonthView>;

export const reportBookView = z.object({
  bookId: count(),
  title: z.string(),
  sales: count(),
  buyers: count(),
  gross: cents(),
  earnings: cents(),
});

export const reportSeriesView = z.object({
  seriesId: count(),
  title: z.string(),
  subscribers: count(),
  subscriptionEarnings: cents(),
  salesEarnings: cents(),
});

export const salesReportView = z.object({
  from: isoDateTime().describe("The first instant of the report's first month (UTC)."),
  totals: reportTotalsView,
  months: z.array(reportMonthView),
  books: pageOf(reportBookView),
  series: z.array(reportSeriesView),
});
export type SalesReportView = z.output<typeof salesReportView>;

export const funnelChapterView = z.object({
  chapterId: count(),
  index: count(),
  title: z.string(),
  isFree: z.boolean().describe("Everyone can read it today (the book's paywall rules as they stand now)."),
  started: count(),
  finished: count(),
  reachedPaywall: count(),
  bought: count(),
});
export type FunnelChapterView = z.output<typeof funnelChapterView>;

export const chapterFunnelView = z.object({
  bookId: count(),
  title: z.string(),
  chapters: z.array(funnelChapterView),
});
export type ChapterFunnelView = z.output<typeof chapterFunnelView>;
