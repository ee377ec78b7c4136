import { describe, expect, it } from "vitest";
import {
  isResumable,
  readingSettingsOf,
  readingSettingsOfProfile,
  resumeBodyOf,
  resumeTargetText,
  subscriptionRefOf,
  subscriptionRefText,
} from "./accountPage.ts";

describe("the subscription a cancel link or form names", () => {
  it("reads 'AUTHOR-12' and 'SERIES-3', and writes them back", () => {
    expect(subscriptionRefOf("AUTHOR-12")).toEqual({ type: "AUTHOR", subscriptionId: 12 });
    expect(subscriptionRefOf("SERIES-3")).toEqual({ type: "SERIES", subscriptionId: 3 });
    expect(subscriptionRefText({ type: "SERIES", subscriptionId: 3 })).toBe("SERIES-3");
  });

  it("refuses anything else: another kind, no number, zero, a huge number, nothing", () => {
    for (const value of ["READER-1", "AUTHOR-", "AUTHOR-0", "AUTHOR-1234567890123456", "author-1", " AUTHOR-1", null]) {
      expect(subscriptionRefOf(value)).toBeNull();
    }
  });
});

describe("resuming a subscription set to end", () => {
  const live = { hasAccess: true, cancelAtPeriodEnd: true, cancelledByAuthor: false, status: "active" };

  it("is offered only for a readable subscription the reader cancelled", () => {
    expect(isResumable(live)).toBe(true);
    expect(isResumable({ ...live, cancelAtPeriodEnd: false })).toBe(false);
    expect(isResumable({ ...live, hasAccess: false })).toBe(false);
    expect(isResumable({ ...live, cancelledByAuthor: true })).toBe(false);
    expect(isResumable({ ...live, status: "past_due" })).toBe(false);
  });

  it("names the author or the series it is to, and reads that back as the subscribe call's body", () => {
    expect(resumeTargetText({ type: "AUTHOR", authorId: 3, seriesId: null })).toBe("AUTHOR-3");
    expect(resumeTargetText({ type: "SERIES", authorId: 3, seriesId: 8 })).toBe("SERIES-8");
    expect(resumeBodyOf("AUTHOR-3", "month")).toEqual({ authorId: 3, interval: "month" });
    expect(resumeBodyOf("SERIES-8", "year")).toEqual({ seriesId: 8, interval: "year" });
  });

  it("refuses a hand-made target or interval", () => {
    for (const [target, interval] of [
      ["AUTHOR-0", "month"],
      ["READER-3", "month"],
      ["AUTHOR-3", "week"],
      ["AUTHOR-3", null],
      [null, "month"],
    ] as const) {
      expect(resumeBodyOf(target, interval)).toBeNull();
    }
  });
});

describe("the reading settings form", () => {
  const form = (fields: Record<string, string>): FormData => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("reads the offered values", () => {
    expect(readingSettingsOf(form({ theme: "dark", fontSize: "24", fontType: "B", lineSpacing: "D" }))).toEqual({
      theme: "dark",
      fontSize: 24,
      fontType: "B",
      lineSpacing: "D",
    });
  });

  it("refuses a value the form does not offer", () => {
    const refused: Array<Record<string, string>> = [
      { theme: "DARK", fontSize: "24", fontType: "B", lineSpacing: "D" },
      { theme: "dark", fontSize: "23", fontType: "B", lineSpacing: "D" },
      { theme: "dark", fontSize: "", fontType: "B", lineSpacing: "D" },
      { theme: "dark", fontSize: "24", fontType: "E", lineSpacing: "D" },
      { theme: "dark", fontSize: "24", fontType: "B" },
    ];
    for (const fields of refused) {
      expect(readingSettingsOf(form(fields))).toBeNull();
    }
  });

  it("shows a profile's settings, the defaults where it has none, and a size moved to the nearest offered", () => {
    expect(readingSettingsOfProfile({ theme: "GREY", fontSize: null, fontType: null, lineSpacing: "A" })).toEqual({
      theme: "grey",
      fontSize: 18,
      fontType: "A",
      lineSpacing: "A",
    });
    expect(readingSettingsOfProfile({ theme: "DARK", fontSize: 40, fontType: "D", lineSpacing: null })).toEqual({
      theme: "dark",
      fontSize: 30,
      fontType: "D",
      lineSpacing: "C",
    });
    expect(readingSettingsOfProfile(null)).toEqual({ theme: "light", fontSize: 18, fontType: "A", lineSpacing: "C" });
  });
});
