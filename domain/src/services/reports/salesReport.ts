/**
 * An author's sales report (README.md beside this file), over the last
 * `months` calendar months: totals, one row per month (for the charts), per
 * book and per series. Amounts in cents. A payment's earnings are what
 * reaches the author: the amount less refunds and the platform's fee, nothing
 * for a payment refunded in full or lost in a dispute. Subscribers are
 * counted now (those who can read through their subscription today).
 */
import type { Knex } from "@storyloom/db";

export interface ReportTotals {
  /** Chapter and book purchases. */
  sales: number;
  /** Subscription payments (one per paid period). */
  subscriptionPayments: number;
  gross: number;
  refunded: number;
  fees: number;
  earnings: number;
  activeSubscribers: number;
  /** Fees earned on other authors' sales to readers the author referred. */
  referralEarnings: number;
}

export interface MonthRow {
  /** "2026-11". */
  month: string;
  sales: number;
  subscriptionPayments: number;
  gross: number;
  earnings: number;
}

export interface BookRow {
  bookId: number;
  title: string;
  sales: number;
  buyers: number;
  gross: number;
  earnings: number;
}

export interface SeriesRow {
  seriesId: number;
  title: string;
  subscribers: number;
  subscriptionEarnings: number;
  salesEarnings: number;
}

export interface SalesReport {
  from: Date;
  totals: ReportTotals;
  months: MonthRow[];
  books: { items: BookRow[]; total: number };
  series: SeriesRow[];
}

/** The first instant of the month `monthsBack` months before `now`'s, in UTC. */
export function monthStart(now: Date, monthsBack: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/** The author's payments in the window, each with its book, series, kind and earnings. */
const AUTHOR_PAYMENTS = `
  select p.id, p.reader_id, p.amount, p.refunded_amount, p.app_fee_amount, p.status, p.created_at,
         (p.subscription_id is not null or p.series_subscription_id is not null) as is_subscription,
         coalesce(k.book_id, rb.book_id) as book_id,
         coalesce(ss.series_id, b.series_id) as series_id,
         case when p.status in ('REFUNDED', 'DISPUTE_LOST') then 0 else greatest(p.amount - p.refunded_amount - p.app_fee_amount, 0) end as earnings,
         case when p.status = 'DISPUTE_LOST' then p.amount - p.refunded_amount else 0 end + p.refunded_amount as lost
    from payments p
    left join checkouts k on k.id = p.checkout_id
    left join reader_books rb on rb.id = p.reader_book_id
    left join books b on b.id = coalesce(k.book_id, rb.book_id)
    left join series_subscriptions ss on ss.id = p.series_subscription_id
   where p.to_author_id = :authorId and p.created_at >= :from`;

/**
 * The whole report in one statement: the window's payments once (a
 * materialised CTE), then the totals, the months, a page of books and the
 * series, each as JSON. Four statements over the same payments had cost four
 * round trips and four plans a request (bench/README.md, issue 24).
 */
const REPORT = `
  with ap as materialized (${AUTHOR_PAYMENTS}),
  totals as (
    select count(*) filter (where not is_subscription) as sales,
           count(*) filter (where is_subscription) as subscription_payments,
           coalesce(sum(amount), 0) as gross,
           coalesce(sum(lost), 0) as refunded,
           coalesce(sum(app_fee_amount) filter (where status not in ('REFUNDED', 'DISPUTE_LOST')), 0) as fees,
           coalesce(sum(earnings), 0) as earnings,
           (select count(*) from author_subscriptions where author_id = :authorId and not is_deleted and current_period_end > :now)
             + (select count(*) from series_subscriptions s join series r on r.id = s.series_id where r.author_id = :authorId and not s.is_deleted and s.current_period_end > :now) as active_subscribers,
           (select coalesce(sum(p.referral_author_fee), 0) from payments p join referrals f on f.id = p.referral_id
             where f.referral_author_id = :authorId and p.created_at >= :from and p.status not in ('REFUNDED', 'DISPUTE_LOST')) as referral_earnings
      from ap),
  month_rows as (
    select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month,
           count(*) filter (where not is_subscription) as sales,
           count(*) filter (where is_subscription) as subscription_payments,
           sum(amount) as gross, sum(earnings) as earnings
      from ap group by 1),
  book_rows as (
    select b.id as book_id, b.title,
           count(ap.id) filter (where not ap.is_subscription) as sales,
           count(distinct ap.reader_id) filter (where not ap.is_subscription) as buyers,
           coalesce(sum(ap.amount) filter (where not ap.is_subscription), 0) as gross,
           coalesce(sum(ap.earnings) filter (where not ap.is_subscription), 0) as earnings
      from books b left join ap on ap.book_id = b.id
     where b.author_id = :authorId and not b.deleted
     group by b.id, b.title),
  book_page as (
    select * from book_rows order by earnings desc, title, book_id limit :limit offset :offset),
  series_rows as (
    select r.id as series_id, r.title,
           (select count(*) from series_subscriptions s where s.series_id = r.id and not s.is_deleted and s.current_period_end > :now) as subscribers,
           coalesce(sum(ap.earnings) filter (where ap.is_subscription), 0) as subscription_earnings,
           coalesce(sum(ap.earnings) filter (where not ap.is_subscription), 0) as sales_earnings
      from series r left join ap on ap.series_id = r.id
     where r.author_id = :authorId and not r.deleted
     group by r.id, r.title
     order by r.title, r.id
     limit 100)
  select (select row_to_json(totals) from totals) as totals,
         (select coalesce(json_agg(month_rows), '[]') from month_rows) as months,
         (select coalesce(json_agg(book_page order by earnings desc, title, book_id), '[]') from book_page) as books,
         (select count(*) from book_rows) as books_total,
         (select coalesce(json_agg(series_rows order by title, series_id), '[]') from series_rows) as series`;

/** Counts and sums arrive as JSON numbers, or as strings where PostgreSQL gives a bigint or numeric as text. */
type Figure = number | string | null;

interface ReportRow {
  totals: Record<string, Figure> | null;
  months: Array<{ month: string; sales: Figure; subscription_payments: Figure; gross: Figure; earnings: Figure }>;
  books: Array<{ book_id: number; title: string; sales: Figure; buyers: Figure; gross: Figure; earnings: Figure }>;
  books_total: Figure;
  series: Array<{ series_id: number; title: string; subscribers: Figure; subscription_earnings: Figure; sales_earnings: Figure }>;
}

export async function salesReport(input: {
  db: Knex | Knex.Transaction;
  authorId: number;
  months: number;
  page: number;
  pageSize: number;
  now?: Date;
}): Promise<SalesReport> {
  const { db, authorId, page, pageSize } = input;
  const now = input.now ?? new Date();
  const from = monthStart(now, input.months - 1);
  const n = (value: Figure | undefined) => Number(value ?? 0);

  const { rows } = await db.raw<{ rows: ReportRow[] }>(REPORT, { authorId, from, now, limit: pageSize, offset: (page - 1) * pageSize });
  const report = rows[0];
  const t = report?.totals ?? {};

  const months: MonthRow[] = [];
  for (let back = input.months - 1; back >= 0; back -= 1) {
    const month = monthStart(now, back).toISOString().slice(0, 7);
    const row = report?.months.find((candidate) => candidate.month === month);
    months.push({ month, sales: n(row?.sales), subscriptionPayments: n(row?.subscription_payments), gross: n(row?.gross), earnings: n(row?.earnings) });
  }

  return {
    from,
    totals: {
      sales: n(t.sales),
      subscriptionPayments: n(t.subscription_payments),
      gross: n(t.gross),
      refunded: n(t.refunded),
      fees: n(t.fees),
      earnings: n(t.earnings),
      activeSubscribers: n(t.active_subscribers),
      referralEarnings: n(t.referral_earnings),
    },
    months,
    books: {
      items: (report?.books ?? []).map((row) => ({
        bookId: row.book_id,
        title: row.title,
        sales: n(row.sales),
        buyers: n(row.buyers),
        gross: n(row.gross),
        earnings: n(row.earnings),
      })),
      total: n(report?.books_total),
    },
    series: (report?.series ?? []).map((row) => ({
      seriesId: row.series_id,
      title: row.title,
      subscribers: n(row.subscribers),
      subscriptionEarnings: n(row.subscription_earnings),
      salesEarnings: n(row.sales_earnings),
    })),
  };
}
