import type { MicroCents } from "@storyloom/api/client";

/** The lowest top of the cost axis: $0.0001, the smallest amount the page writes out. */
export const MIN_AXIS_TOP: MicroCents = 10_000;

/**
 * The round number (1, 2 or 5 times a power of ten) at or above `value`, so
 * the axis reads $0.05 rather than $0.0437; half of it is round too.
 */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    // The tolerance keeps floating-point noise (0.30000000000000004) from skipping a step.
    if (step * power >= value * (1 - 1e-12)) return step * power;
  }
  return 10 * power;
}

/** The top of the cost axis for these daily costs: never below MIN_AXIS_TOP, so an idle period still has an axis. */
export function axisTopOf(costs: readonly MicroCents[]): MicroCents {
  const highest = costs.reduce((max, cost) => Math.max(max, cost), 0);
  return Math.max(MIN_AXIS_TOP, niceCeiling(highest));
}

/** The axis's labelled values, bottom to top: zero, half-way and the top. */
export function axisTicksOf(top: MicroCents): MicroCents[] {
  return [0, top / 2, top];
}

export interface BarBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartBox {
  width: number;
  height: number;
}

/**
 * Where each day's bar sits in a `box` drawn from the bottom up: equal slots,
 * a gap of a fifth of a slot, heights in proportion to `top`. A cost above the
 * top (it cannot happen with axisTopOf) is clipped to the box.
 */
export function layoutBars(costs: readonly MicroCents[], top: MicroCents, box: ChartBox): BarBox[] {
  if (costs.length === 0) return [];
  const slot = box.width / costs.length;
  const gap = slot / 5;
  return costs.map((cost, index) => {
    const share = top > 0 ? Math.min(1, Math.max(0, cost) / top) : 0;
    const height = share * box.height;
    return { x: index * slot + gap / 2, y: box.height - height, width: slot - gap, height };
  });
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
