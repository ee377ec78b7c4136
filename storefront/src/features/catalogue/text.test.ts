import { describe, expect, it } from "vitest";
import { countLabel, formatDate, plainTextOf, ratingLabel, richTextHtml, starFills } from "./text.ts";

describe("plainTextOf", () => {
  it("drops tags, decodes entities and joins paragraphs with a space", () => {
    expect(plainTextOf("<p>One &amp; two</p><p>Three&nbsp;&#8212; four</p>")).toBe("One & two Three — four");
    expect(plainTextOf(null)).toBe("");
    expect(plainTextOf("A <young> keeper &amp; more")).toBe("A <young> keeper &amp; more");
  });

  it("cuts long text at a word with an ellipsis", () => {
    const text = plainTextOf("The lamp went out at midnight and nobody saw it go.", 30);
    expect(text).toBe("The lamp went out at midnight…");
    expect(text.length).toBeLessThanOrEqual(30);
  });
});

describe("richTextHtml", () => {
  it("keeps sanitised markup as it is", () => {
    expect(richTextHtml("<p>Hello <em>there</em></p>")).toBe("<p>Hello <em>there</em></p>");
  });

  it("escapes plain text and makes paragraphs of it", () => {
    expect(richTextHtml("A <b> & B\nline two\n\nSecond")).toBe("<p>A &lt;b&gt; &amp; B<br>line two</p><p>Second</p>");
    expect(richTextHtml("  ")).toBe("");
  });
});

describe("labels", () => {
  it("counts with the right noun", () => {
    expect(countLabel(1, "review")).toBe("1 review");
    expect(countLabel(1204, "review")).toBe("1,204 reviews");
    expect(countLabel(2, "series", "series")).toBe("2 series");
  });

  it("writes dates in UTC and nothing for no date", () => {
    expect(formatDate("2026-03-04T23:30:00Z")).toBe("4 March 2026");
    expect(formatDate(null)).toBe("");
    expect(formatDate("nonsense")).toBe("");
  });

  it("fills stars to the nearest half and says the rating in words", () => {
    expect(starFills(4.3)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(4.8)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starFills(1)).toEqual(["full", "empty", "empty", "empty", "empty"]);
    expect(ratingLabel(4.25)).toBe("Rated 4.3 out of 5");
    expect(ratingLabel(5)).toBe("Rated 5 out of 5");
  });
});

describe("formatPrice and initialsOf", () => {
  it("shows cents as dollars", async () => {
    const { formatPrice } = await import("./text.ts");
    expect(formatPrice(499)).toBe("$4.99");
  });

  it("takes up to two initials", async () => {
    const { initialsOf } = await import("./text.ts");
    expect(initialsOf("Elena Marsh")).toBe("EM");
    expect(initialsOf("ada lovelace byron")).toBe("AL");
    expect(initialsOf(null)).toBe("?");
  });
});
