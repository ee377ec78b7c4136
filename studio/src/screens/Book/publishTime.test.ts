import { describe, expect, it } from "vitest";
import { defaultScheduleTime, fromLocalInputValue, toLocalInputValue } from "./publishTime.ts";

describe("publish times", () => {
  it("round-trips a local date-time input value through ISO", () => {
    const local = new Date(2026, 10, 24, 9, 5);
    const value = toLocalInputValue(local);
    expect(value).toBe("2026-11-24T09:05");
    expect(fromLocalInputValue(value)).toBe(local.toISOString());
  });

  it("refuses an empty or malformed value", () => {
    expect(fromLocalInputValue("")).toBeNull();
    expect(fromLocalInputValue("tomorrow at nine")).toBeNull();
    expect(fromLocalInputValue("2026-13-45T99:99")).toBeNull();
  });

  it("offers the next full hour at least half an hour away", () => {
    expect(defaultScheduleTime(new Date(2026, 10, 24, 9, 10))).toEqual(new Date(2026, 10, 24, 10, 0));
    expect(defaultScheduleTime(new Date(2026, 10, 24, 9, 45))).toEqual(new Date(2026, 10, 24, 11, 0));
  });
});
