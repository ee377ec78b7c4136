import { describe, expect, it } from "vitest";
import { AMOUNT_MESSAGE, audienceLabel, dollarsText, formatCents, parseDollars, ruleNumberOf } from "./paywallLabels.ts";

describe("amounts", () => {
  it("show cents as dollars with two decimals", () => {
    expect(formatCents(499)).toBe("$4.99");
    expect(formatCents(50)).toBe("$0.50");
    expect(formatCents(1500)).toBe("$15.00");
    expect(dollarsText(99)).toBe("0.99");
    expect(dollarsText(null)).toBe("");
  });

  it("read what the author typed as cents, empty as not sold, and refuse anything else", () => {
    expect(parseDollars("4.99")).toEqual({ cents: 499 });
    expect(parseDollars(" $0.5 ")).toEqual({ cents: 50 });
    expect(parseDollars("12")).toEqual({ cents: 1200 });
    expect(parseDollars("0.07")).toEqual({ cents: 7 });
    expect(parseDollars("")).toEqual({ cents: null });
    for (const text of ["4,99", "4.999", "-1", "abc", "1e3"]) expect(parseDollars(text)).toEqual({ error: AMOUNT_MESSAGE });
  });

  it("read a rule's number, empty turning it off", () => {
    expect(ruleNumberOf("7")).toBe(7);
    expect(ruleNumberOf("  ")).toBeNull();
    expect(ruleNumberOf("1.5")).toBe(1.5);
  });
});

describe("audienceLabel", () => {
  const day = (iso: string) => iso.slice(0, 10);

  it("says who reads a chapter today and, when known, from when that changes", () => {
    expect(audienceLabel({ today: "EVERYONE", changesAt: null, then: null }, day)).toBe("Free");
    expect(audienceLabel({ today: "BUYERS_AND_SUBSCRIBERS", changesAt: null, then: null }, day)).toBe("Paid");
    expect(audienceLabel({ today: "BUYERS_AND_SUBSCRIBERS", changesAt: "2026-12-03T10:00:00.000Z", then: "EVERYONE" }, day)).toBe(
      "Paid · free from 2026-12-03",
    );
    expect(audienceLabel({ today: "SUBSCRIBERS", changesAt: "2026-11-28T10:00:00.000Z", then: "BUYERS_AND_SUBSCRIBERS" }, day)).toBe(
      "Subscribers only until 2026-11-28, then paid",
    );
    expect(audienceLabel({ today: "SUBSCRIBERS", changesAt: "2026-11-28T10:00:00.000Z", then: "EVERYONE" }, day)).toBe(
      "Subscribers only until 2026-11-28, then free",
    );
    expect(audienceLabel({ today: "NOBODY_YET", changesAt: "2026-12-01T10:00:00.000Z", then: "SUBSCRIBERS" }, day)).toBe(
      "Not public yet · subscribers only from 2026-12-01",
    );
    expect(audienceLabel({ today: "NOBODY_YET", changesAt: null, then: null }, day)).toBe("Not public yet");
  });

  it("writes the day as a short date by default", () => {
    expect(audienceLabel({ today: "BUYERS_AND_SUBSCRIBERS", changesAt: "2026-12-03T12:00:00.000Z", then: "EVERYONE" })).toMatch(
      /^Paid · free from \d{1,2} Dec$/,
    );
  });
});
