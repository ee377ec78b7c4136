import type { ReportMonthView } from "@storyloom/api/client";
import { BarChart } from "../../components/BarChart/BarChart.tsx";
import { niceCeiling } from "../../components/BarChart/barLayout.ts";
import aiStyles from "../Ai/AiScreen.module.css";
import { bestMonth, formatCount, formatMoney, formatMonth } from "./reportLabels.ts";

/** Earnings by month as bars, the numbers behind them a table one click away. */
export function EarningsChart({ months }: { months: readonly ReportMonthView[] }) {
  const top = Math.max(100, niceCeiling(Math.max(0, ...months.map((month) => month.earnings))));
  const best = bestMonth(months);
  const first = months[0];
  const last = months.at(-1);
  const period = first && last ? `${formatMonth(first.month)} to ${formatMonth(last.month)}` : "";
  const summary = best
    ? `Bar chart of your earnings by month, ${period}. The best month was ${formatMonth(best.month)} with ${formatMoney(best.earnings)}.`
    : `Bar chart of your earnings by month, ${period}: nothing was earned yet.`;
  return (
    <BarChart
      caption="Earnings by month"
      summary={summary}
      bars={months.map((month) => ({ key: month.month, value: month.earnings, title: `${formatMonth(month.month)}: ${formatMoney(month.earnings)}` }))}
      top={top}
      formatTick={formatMoney}
      startLabel={first ? formatMonth(first.month) : ""}
      endLabel={last ? formatMonth(last.month) : ""}
      tableSummary="Show each month as a table"
      tableLabel="Earnings by month table"
      table={
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
      }
    />
  );
}
