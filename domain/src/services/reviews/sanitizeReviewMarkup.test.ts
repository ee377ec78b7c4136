import { describe, expect, it } from "vitest";
import { sanitizeReviewMarkup } from "./sanitizeReviewMarkup.ts";

describe("sanitizeReviewMarkup", () => {
  it("keeps paragraphs, line breaks, bold and italics", () => {
    expect(sanitizeReviewMarkup("<p>Loved <strong>every</strong> page.<br>Truly <em>moving</em>.</p>")).toBe(
      "<p>Loved <strong>every</strong> page.<br />Truly <em>moving</em>.</p>",
    );
  });

  it("drops scripts with their text, event handlers, links and styles", () => {
    const stored = sanitizeReviewMarkup(
      '<p onclick="steal()">Fine <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a> <span style="color:red">red</span></p>',
    );
    expect(stored).toBe("<p>Fine click red</p>");
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|alert|style/);
  });

  it("answers null when nothing readable is left", () => {
    expect(sanitizeReviewMarkup("<p> </p><script>alert(1)</script>")).toBeNull();
    expect(sanitizeReviewMarkup("<p>&nbsp;</p><br>")).toBeNull();
  });
});

describe("sanitizeReviewMarkup of plain text", () => {
  it("makes paragraphs of blank-line-separated text and line breaks of single newlines, escaping the rest", () => {
    expect(sanitizeReviewMarkup("Great start.\nSlow middle.\r\n\r\nWorth it: 5 > 4 & more")).toBe(
      "<p>Great start.<br />Slow middle.</p><p>Worth it: 5 &gt; 4 &amp; more</p>",
    );
  });
});
