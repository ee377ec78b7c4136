/** An author's totals over the report's months; amounts in cents. */
export interface ReportTotalsView {
  sales: number;
  subscriptionPayments: number;
  gross: number;
  refunded: number;
  fees: number;
  earnings: number;
  activeSubscribers: number;
  referralEarnings: number;
}

export interface ReportMonthView {
  month: string;
  sales: number;
  subscriptionPayments: number;
  gross: number;
  earnings: number;
}

export interface ReportBookView {
  bookId: number;
  title: string;
  sales: number;
  buyers: number;
  gross: number;
  earnings: number;
}

export interface ReportSeriesView {
  seriesId: number;
  title: string;
  subscribers: number;
  subscriptionEarnings: number;
  salesEarnings: number;
}

export interface SalesReportView {
  from: string;
  totals: ReportTotalsView;
  months: ReportMonthView[];
  books: { items: ReportBookView[]; total: number; page: number; pageSize: number };
  series: ReportSeriesView[];
}

export interface FunnelChapterView {
  chapterId: number;
  index: number;
  title: string;
  isFree: boolean;
  started: number;
  finished: number;
  reachedPaywall: number;
  bought: number;
}

export interface ChapterFunnelView {
  bookId: number;
  title: string;
  chapters: FunnelChapterView[];
}
