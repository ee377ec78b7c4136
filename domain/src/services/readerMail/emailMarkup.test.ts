import { describe, expect, it } from "vitest";
import { markupToEmailHtml, markupToText } from "./emailMarkup.ts";

const newsletter =
  '<h2>Spring news</h2><p class="ql-align-center">The <strong>third</strong> book is done.</p><p><br></p>' +
  '<ol><li data-list="bullet">Cover reveal</li><li data-list="bullet">Pre-orders</li></ol>' +
  '<ol><li data-list="ordered">Write</li><li data-list="ordered">Edit</li></ol>' +
  '<blockquote>A quote</blockquote><p>See <a href="https://example.com/shop?a=1&amp;b=2">the shop</a> or https://example.com.</p>' +
  '<p>Not <script>alert(1)</script>this <img src="x" onerror="alert(1)"></p>';

describe("a newsletter's markup in an e-mail", () => {
  it("is HTML mail clients read: bullets in <ul>, formats inline, nothing unsafe", () => {
    const html = markupToEmailHtml(newsletter);
    expect(html).toContain('<p style="text-align:center">The <strong>third</strong> book is done.</p>');
    expect(html).toContain("<ul><li>Cover reveal</li><li>Pre-orders</li></ul>");
    expect(html).toContain("<ol><li>Write</li><li>Edit</li></ol>");
    expect(html).toContain('<blockquote style="margin:0 0 0 1em;padding-left:1em;border-left:3px solid #d8d2c8">A quote</blockquote>');
    expect(html).toContain('href="https://example.com/shop?a=1&amp;b=2"');
    expect(html).not.toMatch(/script|onerror|<img/);
  });

  it("is text with its paragraphs apart, markers, quotes and link addresses", () => {
    expect(markupToText(newsletter)).toBe(
      [
        "SPRING NEWS",
        "",
        "The third book is done.",
        "",
        "• Cover reveal",
        "• Pre-orders",
        "",
        "1. Write",
        "2. Edit",
        "",
        "> A quote",
        "",
        "See the shop (https://example.com/shop?a=1&b=2) or https://example.com.",
        "",
        "Not this",
      ].join("\n"),
    );
  });
});
