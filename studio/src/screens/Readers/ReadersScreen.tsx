import { useState } from "react";
import type { SalesReportView } from "@storyloom/api/client";
import { STUDIO_PAGE_SIZE, pageCountOf } from "../../api/paging.ts";
import { useSalesReport } from "../../api/reports.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import aiStyles from "../Ai/AiScreen.module.css";
import { EarningsChart } from "./EarningsChart.tsx";
import { FunnelSection } from "./FunnelSection.tsx";
import { formatCount, formatMoney } from "./reportLabels.ts";
import styles from "./ReadersScreen.module.css";

const PERIODS = [3, 6, 12, 24] as const;

function PeriodPicker({ months, onChange }: { months: number; onChange: (months: number) => void }) {
  return (
    <fieldset className={`${aiStyles.periodPicker} ${styles.periodPicker}`}>
      <legend className={styles.periodLegend}>Last months</legend>
      <div className={aiStyles.periodOptions}>
        {PERIODS.map((period) => (
          <label key={period} className={aiStyles.periodOption}>
            <input
              type="radio"
              name="report-period"
              value={period}
              checked={months === period}
              onChange={() => onChange(period)}
              aria-label={`${period} months`}
            />
            <span aria-hidden="true">{period}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Totals({ totals }: { totals: SalesReportView["totals"] }) {
  const items: Array<[string, string]> = [
    ["Your earnings", formatMoney(totals.earnings)],
    ["Sales", formatCount(totals.sales)],
    ["Subscription payments", formatCount(totals.subscriptionPayments)],
    ["Subscribers now", formatCount(totals.activeSubscribers)],
    ["Paid by readers", formatMoney(totals.gross)],
    ["Refunded", formatMoney(totals.refunded)],
    ["Storyloom's fee", formatMoney(totals.fees)],
    ["Referral earnings", formatMoney(totals.referralEarnings)],
  ];
  return (
    <dl className={aiStyles.totals} aria-label="Totals">
      {items.map(([label, value]) => (
        <div key={label} className={aiStyles.total}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BooksTable({ report, onPageChange, isBusy }: { report: SalesReportView; onPageChange: (page: number) => void; isBusy: boolean }) {
  return (
    <section className={aiStyles.panel} aria-labelledby="report-books-heading">
      <h2 id="report-books-heading">By book</h2>
      <div className={aiStyles.tableScroller} role="region" aria-label="Sales by book table" tabIndex={0}>
        <table className={aiStyles.table} aria-busy={isBusy}>
          <thead>
            <tr>
              <th scope="col">Book</th>
              <th scope="col" className={aiStyles.number}>
                Sales
              </th>
              <th scope="col" className={aiStyles.number}>
                Buyers
              </th>
              <th scope="col" className={aiStyles.number}>
                Paid by readers
              </th>
              <th scope="col" className={aiStyles.number}>
                Your earnings
              </th>
            </tr>
          </thead>
          <tbody>
            {report.books.items.map((book) => (
              <tr key={book.bookId}>
                <th scope="row">{book.title}</th>
                <td className={aiStyles.number}>{formatCount(book.sales)}</td>
                <td className={aiStyles.number}>{formatCount(book.buyers)}</td>
                <td className={aiStyles.number}>{formatMoney(book.gross)}</td>
                <td className={aiStyles.number}>{formatMoney(book.earnings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        label="Books"
        page={report.books.page}
        pageCount={pageCountOf(report.books.total, STUDIO_PAGE_SIZE)}
        isDisabled={isBusy}
        onPageChange={onPageChange}
      />
    </section>
  );
}

function SeriesTable({ series }: { series: SalesReportView["series"] }) {
  if (series.length === 0) return null;
  return (
    <section className={aiStyles.panel} aria-labelledby="report-series-heading">
      <h2 id="report-series-heading">By series</h2>
      <div className={aiStyles.tableScroller} role="region" aria-label="Sales by series table" tabIndex={0}>
        <table className={aiStyles.table}>
          <thead>
            <tr>
              <th scope="col">Series</th>
              <th scope="col" className={aiStyles.number}>
                Subscribers now
              </th>
              <th scope="col" className={aiStyles.number}>
                From subscriptions
              </th>
              <th scope="col" className={aiStyles.number}>
                From sales
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((row) => (
              <tr key={row.seriesId}>
                <th scope="row">{row.title}</th>
                <td className={aiStyles.number}>{formatCount(row.subscribers)}</td>
                <td className={aiStyles.number}>{formatMoney(row.subscriptionEarnings)}</td>
                <td className={aiStyles.number}>{formatMoney(row.salesEarnings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The author's readers in numbers: what they paid and earned by month, book and series, and where readers stop and pay. */
export function ReadersScreen() {
  const [months, setMonths] = useState(12);
  const [page, setPage] = useState(1);
  const report = useSalesReport(months, page);
  const data = report.data;
  return (
    <div className={styles.screen}>
      <PageHeader title="Readers">
        <p>What your readers bought and subscribed to, what you earned, and where readers stop reading and where they pay.</p>
      </PageHeader>
      <section className={aiStyles.panel} aria-labelledby="report-sales-heading">
        <div className={aiStyles.panelHeader}>
          <h2 id="report-sales-heading">Sales and earnings</h2>
          <PeriodPicker
            months={months}
            onChange={(next) => {
              setMonths(next);
              setPage(1);
            }}
          />
        </div>
        {report.isPending && <p role="status">Loading your report…</p>}
        {report.isError && !data && (
          <LoadFailed title="Your report could not be loaded" error={report.error} onRetry={() => void report.refetch()} isRetrying={report.isFetching} />
        )}
        {data && (
          <div aria-busy={report.isPlaceholderData}>
            <Totals totals={data.totals} />
            {data.totals.sales + data.totals.subscriptionPayments === 0 ? (
              <EmptyState title={`No sales in the last ${months} months`}>
                <p>
                  Set a chapter price or a whole-book price on a book, or offer a subscription on My account: readers' purchases show here by month, book and
                  series.
                </p>
              </EmptyState>
            ) : (
              <EarningsChart months={data.months} />
            )}
          </div>
        )}
      </section>
      {data && <BooksTable report={data} onPageChange={setPage} isBusy={report.isPlaceholderData} />}
      {data && <SeriesTable series={data.series} />}
      {data && <FunnelSection defaultBook={data.books.items[0] ?? null} />}
    </div>
  );
}
