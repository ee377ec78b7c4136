import type { AiUsageView } from "@storyloom/api/client";
import { formatCost, formatCount, formatDay } from "./aiLabels.ts";
import { BarChart } from "../../components/BarChart/BarChart.tsx";
import { axisTopOf, costliestDay, formatAxisCost } from "./costChart.ts";
import styles from "./AiScreen.module.css";

interface CostChartProps {
  days: AiUsageView["byDay"];
  /** "the last 30 days", for the caption and the summary. */
  periodLabel: string;
}

/**
 * Cost by day as bars. The drawing is one image with a spoken summary; the
 * numbers behind it are a table under it, one click away for everyone.
 * Labels are HTML beside the SVG, so they keep their size when it stretches.
 */
export function CostChart({ days, periodLabel }: CostChartProps) {
  const top = axisTopOf(days.map((day) => day.cost));
  const costliest = costliestDay(days);
  const summary = costliest
    ? `Bar chart of the cost of each day over ${periodLabel}. The costliest day was ${formatDay(costliest.day, "long")} at ${formatCost(costliest.cost)}.`
    : `Bar chart of the cost of each day over ${periodLabel}: nothing was spent.`;
  return (
    <BarChart
      caption={`Cost by day, ${periodLabel}`}
      summary={summary}
      bars={days.map((day) => ({
        key: day.day,
        value: day.cost,
        title: `${formatDay(day.day)}: ${formatCost(day.cost)}, ${formatCount(day.calls)} ${day.calls === 1 ? "call" : "calls"}`,
      }))}
      top={top}
      formatTick={formatAxisCost}
      startLabel={days[0] ? formatDay(days[0].day) : ""}
      endLabel={days.at(-1) ? formatDay(days.at(-1)!.day) : ""}
      tableSummary="Show the cost of each day as a table"
      tableLabel="Cost by day table"
      table={
        <table className={styles.table}>
          <caption className="visually-hidden">Cost by day, {periodLabel}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className={styles.number}>
                Calls
              </th>
              <th scope="col" className={styles.number}>
                Cost
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{formatDay(day.day, "long")}</time>
                </th>
                <td className={styles.number}>{formatCount(day.calls)}</td>
                <td className={styles.number}>{formatCost(day.cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
