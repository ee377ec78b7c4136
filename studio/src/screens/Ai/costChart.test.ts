import { describe, expect, it } from "vitest";
import { layoutBars, niceCeiling } from "../../components/BarChart/barLayout.ts";
import { MIN_AXIS_TOP, axisTopOf, costliestDay, formatAxisCost } from "./costChart.ts";

describe("niceCeiling", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect(niceCeiling(4_200_000)).toBe(5_000_000);
    expect(niceCeiling(5_000_000)).toBe(5_000_000);
    expect(niceCeiling(5_000_001)).toBe(10_000_000);
    expect(niceCeiling(1_300)).toBe(2_000);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(0.3)).toBe(0.5);
  });

  it("has no ceiling for nothing", () => {
    expect(niceCeiling(0)).toBe(0);
    expect(niceCeiling(-5)).toBe(0);
    expect(niceCeiling(Number.NaN)).toBe(0);
  });
});

describe("axisTopOf", () => {
  it("tops the axis at the round number above the costliest day", () => {
    expect(axisTopOf([0, 1_250_000, 300_000])).toBe(2_000_000);
  });

  it("keeps an axis for an idle period or one of tiny costs", () => {
    expect(axisTopOf([0, 0, 0])).toBe(MIN_AXIS_TOP);
    expect(axisTopOf([])).toBe(MIN_AXIS_TOP);
    expect(axisTopOf([12])).toBe(MIN_AXIS_TOP);
  });
});

describe("layoutBars", () => {
  const box = { width: 100, height: 50 };

  it("gives each day an equal slot and a height in proportion to the top, drawn from the bottom", () => {
    const bars = layoutBars([0, 500, 1_000, 250], 1_000, box);
    expect(bars.map((bar) => bar.width)).toEqual([20, 20, 20, 20]);
    expect(bars.map((bar) => bar.x)).toEqual([2.5, 27.5, 52.5, 77.5]);
    expect(bars.map((bar) => bar.height)).toEqual([0, 25, 50, 12.5]);
    expect(bars.map((bar) => bar.y)).toEqual([50, 25, 0, 37.5]);
  });

  it("never draws outside the box", () => {
    const [over, under] = layoutBars([3_000, -10], 1_000, box);
    expect(over).toMatchObject({ y: 0, height: 50 });
    expect(under).toMatchObject({ y: 50, height: 0 });
    expect(layoutBars([5], 0, box)[0]).toMatchObject({ height: 0 });
    expect(layoutBars([], 1_000, box)).toEqual([]);
  });
});

describe("formatAxisCost", () => {
  it("writes as many decimals as a label needs", () => {
    expect(formatAxisCost(0)).toBe("$0.00");
    expect(formatAxisCost(5_000_000)).toBe("$0.05");
    expect(formatAxisCost(2_500_000)).toBe("$0.025");
    expect(formatAxisCost(5_000)).toBe("$0.00005");
    expect(formatAxisCost(200_000_000)).toBe("$2.00");
  });
});

describe("costliestDay", () => {
  it("finds the first day that cost the most, and none when nothing was spent", () => {
    expect(
      costliestDay([
        { day: "a", cost: 3 },
        { day: "b", cost: 9 },
        { day: "c", cost: 9 },
      ])?.day,
    ).toBe("b");
    expect(costliestDay([{ day: "a", cost: 0 }])).toBeNull();
  });
});
