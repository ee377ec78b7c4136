import type { ReactNode } from "react";
import { layoutBars } from "./barLayout.ts";
import styles from "./BarChart.module.css";

/** The drawing's own units; it stretches to the width of its box (preserveAspectRatio="none"). */
const BOX = { width: 1000, height: 200 };

export interface Bar {
  key: string;
  value: number;
  /** What hovering the bar says. */
  title: string;
}

interface BarChartProps {
  caption: string;
  /** The spoken summary of the drawing (its accessible name). */
  summary: string;
  bars: readonly Bar[];
  /** The axis's top value; the axis reads zero, half-way and the top. */
  top: number;
  formatTick: (value: number) => string;
  /** The first and last bars' labels under the drawing. */
  startLabel: string;
  endLabel: string;
  /** The numbers behind the drawing, one click away: the summary line and the table's region name. */
  tableSummary: string;
  tableLabel: string;
  /** The table itself (its caption, head and rows). */
  table: ReactNode;
}

/**
 * Bars over time (the AI page's cost by day, the reports' earnings by month):
 * one image with a spoken summary, the numbers behind it a table under it for
 * everyone. Labels are HTML beside the SVG, so they keep their size when it
 * stretches.
 */
export function BarChart(props: BarChartProps) {
  const ticks = [0, props.top / 2, props.top];
  const boxes = layoutBars(
    props.bars.map((bar) => bar.value),
    props.top,
    BOX,
  );
  return (
    <figure className={styles.chartFigure}>
      <figcaption className={styles.chartCaption}>{props.caption}</figcaption>
      <div className={styles.chart}>
        <div className={styles.chartAxis} aria-hidden="true">
          {[...ticks].reverse().map((tick) => (
            <span key={tick}>{props.formatTick(tick)}</span>
          ))}
        </div>
        <svg className={styles.chartPlot} viewBox={`0 0 ${BOX.width} ${BOX.height}`} preserveAspectRatio="none" role="img" aria-label={props.summary}>
          {ticks.map((tick) => {
            const y = BOX.height - (props.top > 0 ? tick / props.top : 0) * BOX.height;
            return <line key={tick} className={styles.chartGrid} x1={0} x2={BOX.width} y1={y} y2={y} vectorEffect="non-scaling-stroke" />;
          })}
          {props.bars.map((bar, index) => {
            const box = boxes[index];
            if (!box) return null;
            return (
              <rect key={bar.key} className={styles.chartBar} x={box.x} y={box.y} width={box.width} height={box.height} data-bar={bar.key}>
                <title>{bar.title}</title>
              </rect>
            );
          })}
        </svg>
        {props.bars.length > 0 && (
          <div className={styles.chartDays} aria-hidden="true">
            <span>{props.startLabel}</span>
            <span>{props.endLabel}</span>
          </div>
        )}
      </div>
      <details className={styles.chartTable}>
        <summary>{props.tableSummary}</summary>
        <div className={styles.tableScroller} role="region" aria-label={props.tableLabel} tabIndex={0}>
          {props.table}
        </div>
      </details>
    </figure>
  );
}
