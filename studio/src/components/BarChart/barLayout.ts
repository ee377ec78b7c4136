/** Where bars sit in a chart, on plain numbers (BarChart.tsx). Pure. */

/**
 * The round number (1, 2 or 5 times a power of ten) at or above `value`, so
 * an axis reads $0.05 rather than $0.0437; half of it is round too.
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
 * Where each bar sits in a `box` drawn from the bottom up: equal slots, a gap
 * of a fifth of a slot, heights in proportion to `top`. A value above the top
 * is clipped to the box, a negative one drawn as nothing.
 */
export function layoutBars(values: readonly number[], top: number, box: ChartBox): BarBox[] {
  if (values.length === 0) return [];
  const slot = box.width / values.length;
  const gap = slot / 5;
  return values.map((value, index) => {
    const share = top > 0 ? Math.min(1, Math.max(0, value) / top) : 0;
    const height = share * box.height;
    return { x: index * slot + gap / 2, y: box.height - height, width: slot - gap, height };
  });
}
