import type { MicroCents } from "@storyloom/api/client";
import { niceCeiling } from "../../components/BarChart/barLayout.ts";

/** The lowest top of the cost axis: $0.0001, the smallest amount the page writes out. */
export const MIN_AXIS_TOP: MicroCents = 10_000;

/** The top of the cost axis for these daily costs: never below MIN_AXIS_TOP, so an idle period still has an axis. */
export function axisTopOf(costs: readonly MicroCents[]): MicroCents {
  const highest = costs.reduce((max, cost) => Math.max(max, cost), 0);
  return Math.max(MIN_AXIS_TOP, niceCeiling(highest));
}

const axisFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 6 });

/** An axis value in dollars with as many decimals as it needs: $0.05, $0.025, $0.00005. */
export function formatAxisCost(amount: MicroCents): string {
  return axisFormat.format(amount / 100_000_000);
}

/** The day that cost the most, for the chart's summary; null when nothing was spent. */
export function costliestDay<T extends { cost: MicroCents }>(days: readonly T[]): T | null {
  let costliest: T | null = null;
  for (const day of days) if (day.cost > 0 && (!costliest || day.cost > costliest.cost)) costliest = day;
  return costliest;
}
