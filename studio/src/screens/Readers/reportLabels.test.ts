import { describe, expect, it } from "vitest";
import { bestMonth, formatMonth, funnelFindings } from "./reportLabels.ts";

const chapter = (index: number, started: number, reachedPaywall = 0, bought = 0, isFree = true) => ({
  chapterId: index,
  index,
  title: `Tide ${index}`,
  isFree,
  started,
  finished: 0,
  reachedPaywall,
  bought,
});

describe("report labels", () => {
  it("names the month and the best one", () => {
    expect(formatMonth("2026-11")).toBe("Nov 2026");
    expect(
      bestMonth([
        { month: "2026-10", sales: 1, subscriptionPayments: 0, gross: 99, earnings: 89 },
        { month: "2026-11", sales: 0, subscriptionPayments: 0, gross: 0, earnings: 0 },
      ])?.month,
    ).toBe("2026-10");
    expect(bestMonth([{ month: "2026-11", sales: 0, subscriptionPayments: 0, gross: 0, earnings: 0 }])).toBeNull();
  });

  it("says where readers stop and how many who met the paywall bought", () => {
    expect(funnelFindings([chapter(1, 10), chapter(2, 9), chapter(3, 2, 5, 2, false), chapter(4, 1, 0, 1, false)])).toEqual([
      "The biggest drop is after chapter 2 (“Tide 2”): 2 of 9 readers did not go on.",
      "5 readers met the paywall; 2 bought chapters (40 %).",
    ]);
    expect(funnelFindings([chapter(1, 0), chapter(2, 0)])).toEqual([]);
  });
});
