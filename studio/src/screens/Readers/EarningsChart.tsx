import type { ReportMonthView } from "@storyloom/api/client";
import { layoutBars, niceCeiling } from "../Ai/costChart.ts";
import aiStyles from "../Ai/AiScreen.module.css";
import { bestMonth, formatCount, formatMoney, formatMonth } from "./reportLabels.ts";

/** The drawing's own units; it stretches to the width of its box. */
const BOX = { width: 1000, height: 200 };

/**
 * Earnings by month as bars (the same drawing as the AI page's cost chart):
 * one image with a spoken summary, the numbers behind it a table one click
 * away for everyone.
 */
export function EarningsChart({ months }: { months: readonly ReportMonthView[] }) {
  const earnings = months.map((month) => month.earnings);
  const top = Math.max(100, niceCeiling(Math.max(0, ...earnings)));
  const bars = layoutBars(earnings, top, BOX);
  const best = bestMonth(months);
  const first = months[0];
  const last = months[months.length - 1];
  const period = first && last ? `${formatMonth(first.month)} to ${formatMonth(last.month)}` : "";
  const summary = best
    ? `Bar chart of your earnings by month, ${period}. The best month was ${formatMonth(best.month)} with ${formatMoney(best.earnings)}.`
    : `Bar chart of your earnings by month, ${period}: nothing was earned yet.`;
  return (
    <figure className={aiStyles.chartFigure}>
      <figcaption className={aiStyles.chartCaption}>Earnings by month</figcaption>
      <div className={aiStyles.chart}>
        <div className={aiStyles.chartAxis} aria-hidden="true">
          {[top, top / 2, 0].map((tick) => (
            <span key={tick}>{formatMoney(tick)}</span>
          ))}
        </div>
        <svg className={aiStyles.chartPlot} viewBox={`0 0 ${BOX.width} ${BOX.height}`} preserveAspectRatio="none" role="img" aria-label={summary}>
          {[0, top / 2, top].map((tick) => {
            const y = BOX.height - (tick / top) * BOX.height;
            return <line key={tick} className={aiStyles.chartGrid} x1={0} x2={BOX.width} y1={y} y2={y} vectorEffect="non-scaling-stroke" />;
          })}
          {months.map((month, index) => {
            const bar = bars[index];
            if (!bar) return null;
            return (
              <rect key={month.month} className={aiStyles.chartBar} x={bar.x} y={bar.y} width={bar.width} height={bar.height} data-month={month.month}>
                <title>{`${formatMonth(month.month)}: ${formatMoney(month.earnings)}`}</title>
              </rect>
            );
          })}
        </svg>
        {first && last && (
          <div className={aiStyles.chartDays} aria-hidden="true">
            <span>{formatMonth(first.month)}</span>
            <span>{formatMonth(last.month)}</span>
          </div>
        )}
      </div>
      <details className={aiStyles.chartTable}>
        <summary>Show each month as a table</summary>
        <div className={aiStyles.tableScroller} role="region" aria-label="Earnings by month table" tabIndex={0}>
          <table className={aiStyles.table}>
            <caption className="visually-hidden">Earnings by month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" className={aiStyles.number}>
                  Sales
                </th>
                <th scope="col" className={aiStyles.number}>
                  Subscription payments
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
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  <td className={aiStyles.number}>{formatCount(month.sales)}</td>
                  <td className={aiStyles.number}>{formatCount(month.subscriptionPayments)}</td>
                  <td className={aiStyles.number}>{formatMoney(month.gross)}</td>
                  <td className={aiStyles.number}>{formatMoney(month.earnings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
