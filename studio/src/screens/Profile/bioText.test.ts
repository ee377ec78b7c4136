import { describe, expect, it } from "vitest";
import { bioHtmlToText, bioTextToHtml } from "./bioText.ts";

describe("bio text", () => {
  it("makes paragraphs of blank-line-separated text and escapes what would be markup", () => {
    expect(bioTextToHtml("Writes fantasy.\nAnd scripts.\n\n  Lives by the sea <3 & more  ")).toBe(
      "<p>Writes fantasy.<br>And scripts.</p><p>Lives by the sea &lt;3 &amp; more</p>",
    );
    expect(bioTextToHtml("  \n\n ")).toBe("");
  });

  it("reads the stored HTML back as the text that makes it", () => {
    const text = "Writes fantasy.\nAnd scripts.\n\nLives by the sea <3 & more";
    expect(bioHtmlToText(bioTextToHtml(text))).toBe(text);
    expect(bioHtmlToText("<p>Writes <strong>lamp-lit</strong> fantasy.</p>")).toBe("Writes lamp-lit fantasy.");
    expect(bioHtmlToText(null)).toBe("");
  });
});
