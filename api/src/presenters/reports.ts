import type { FunnelChapter } from "@storyloom/domain/services/reports/chapterFunnel.ts";
import type { SalesReport } from "@storyloom/domain/services/reports/salesReport.ts";
import type { ChapterFunnelView, SalesReportView } from "./views/reports.ts";

export function presentSalesReport(report: SalesReport, paging: { page: number; pageSize: number }): SalesReportView {
  return {
    from: report.from.toISOString(),
    totals: { ...report.totals },
    months: report.months.map((month) => ({ ...month })),
    books: { items: report.books.items.map((book) => ({ ...book })), total: report.books.total, page: paging.page, pageSize: paging.pageSize },
    series: report.series.map((series) => ({ ...series })),
  };
}

export function presentChapterFunnel(funnel: { bookId: number; title: string; chapters: FunnelChapter[] }): ChapterFunnelView {
  return { bookId: funnel.bookId, title: funnel.title, chapters: funnel.chapters.map((chapter) => ({ ...chapter })) };
}
