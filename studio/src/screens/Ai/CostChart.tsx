import type { AiUsageView } from "@storyloom/api/client";
import { formatCost, formatCount, formatDay } from "./aiLabels.ts";
import { axisTicksOf, axisTopOf, costliestDay, formatAxisCost, layoutBars } from "./costChart.ts";
import styles from "./AiScreen.module.css";

/** The drawing's own units; it stretches to the width of its box (preserveAspectRatio="none"). */
const BOX = { width: 1000, height: 200 };

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
  const costs = days.map((day) => day.cost);
  const top = axisTopOf(costs);
  const ticks = axisTicksOf(top);
  const bars = layoutBars(costs, top, BOX);
  const costliest = costliestDay(days);
  const first = days[0];
  const last = days[days.length - 1];
  const summary = costliest
    ? `Bar chart of the cost of each day over ${periodLabel}. The costliest day was ${formatDay(costliest.day, "long")} at ${formatCost(costliest.cost)}.`
    : `Bar chart of the cost of each day over ${periodLabel}: nothing was spent.`;

  return (
    <figure className={styles.chartFigure}>
      <figcaption className={styles.chartCaption}>Cost by day, {periodLabel}</figcaption>
      <div className={styles.chart}>
        <div className={styles.chartAxis} aria-hidden="true">
          {[...ticks].reverse().map((tick) => (
            <span key={tick}>{formatAxisCost(tick)}</span>
          ))}
        </div>
        <svg className={styles.chartPlot} viewBox={`0 0 ${BOX.width} ${BOX.height}`} preserveAspectRatio="none" role="img" aria-label={summary}>
          {ticks.map((tick) => {
            const y = BOX.height - (tick / top) * BOX.height;
            return <line key={tick} className={styles.chartGrid} x1={0} x2={BOX.width} y1={y} y2={y} vectorEffect="non-scaling-stroke" />;
          })}
          {days.map((day, index) => {
            const bar = bars[index];
            if (!bar) return null;
            return (
              <rect key={day.day} className={styles.chartBar} x={bar.x} y={bar.y} width={bar.width} height={bar.height} data-day={day.day}>
                <title>{`${formatDay(day.day)}: ${formatCost(day.cost)}, ${formatCount(day.calls)} ${day.calls === 1 ? "call" : "calls"}`}</title>
              </rect>
            );
          })}
        </svg>
        {first && last && (
          <div className={styles.chartDays} aria-hidden="true">
            <span>{formatDay(first.day)}</span>
            <span>{formatDay(last.day)}</span>
          </div>
        )}
      </div>
      <details className={styles.chartTable}>
        <summary>Show the cost of each day as a table</summary>
        <div className={styles.tableScroller} role="region" aria-label="Cost by day table" tabIndex={0}>
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
        </div>
      </details>
    </figure>
  );
}
