import { describe, expect, it } from "vitest";
import { chapterPacksText, earlyAccessText, formatPrice, freeChaptersText, subscriptionText, unlocksFreeText } from "./unlockText.ts";

describe("the unlock panel's words", () => {
  it("shows cents as a price", () => {
    expect(formatPrice(999)).toBe("$9.99");
    expect(formatPrice(1500)).toBe("$15.00");
  });

  it("counts the free chapters", () => {
    expect(freeChaptersText(0)).toBe("");
    expect(freeChaptersText(1)).toBe("The first chapter of this book is free.");
    expect(freeChaptersText(3)).toBe("The first 3 chapters of this book are free.");
  });

  it("says when an early chapter becomes free", () => {
    expect(unlocksFreeText("2026-03-04T10:00:00.000Z")).toContain("It becomes free to read on 4 March 2026.");
    expect(unlocksFreeText(null)).toBe("");
  });

  it("says until when subscribers read a new chapter first, and when it becomes free if it does", () => {
    expect(earlyAccessText("2026-03-04T10:00:00.000Z", null)).toBe("Subscribers read this chapter first, until 4 March 2026.");
    expect(earlyAccessText("2026-03-04T10:00:00.000Z", "2026-03-11T10:00:00.000Z")).toBe(
      "Subscribers read this chapter first, until 4 March 2026. It becomes free to read on 11 March 2026.",
    );
    expect(earlyAccessText(null, "2026-03-11T10:00:00.000Z")).toBe("");
  });

  it("names who a subscription is to", () => {
    expect(subscriptionText({ authorName: "Ada Reed", authorSubscriptionEnabled: true, seriesTitle: null })).toBe(
      "Subscribe to Ada Reed to read every chapter as it comes out.",
    );
    expect(subscriptionText({ authorName: "Ada Reed", authorSubscriptionEnabled: true, seriesTitle: "Nights" })).toBe(
      "Subscribe to Ada Reed or to the series “Nights” to read every chapter as it comes out.",
    );
    expect(subscriptionText({ authorName: null, authorSubscriptionEnabled: false, seriesTitle: "Nights" })).toBe(
      "Subscribe to the series “Nights” to read every chapter as it comes out.",
    );
  });

  it("says how chapters are sold from here by the packs on offer", () => {
    expect(chapterPacksText([1, 2, 3], 99)).toBe("One at a time or up to 3 at once, at $0.99 each; the chapters you buy stay yours.");
    expect(chapterPacksText([1], 99)).toBe("This chapter for $0.99; it stays yours.");
    expect(chapterPacksText([], 500)).toBe("A chapter costs as much as the whole book here: buy the whole book instead.");
    // The panel puts "Buy chapters." before it: never "Buy chapters. Buy chapters …".
    for (const packs of [[1, 2, 3], [1], []]) expect(chapterPacksText(packs, 99)).not.toMatch(/^buy/i);
  });
});
