import { describe, expect, it } from "vitest";
import { countWords } from "./countWords.ts";

/** The rule as regular expressions, plainly: what the one-pass counter must agree with. */
function countWordsByExpressions(markup: string | null): number {
  if (!markup) return 0;
  const text = markup
    .replace(/<\/?(p|br|h[1-6]|li|blockquote|div)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(nbsp|#160|#xa0);/gi, " ")
    .replace(/&[a-z0-9#]+;/gi, "x");
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const SAMPLES = [
  "<p>Once upon a time.</p><p>#</p><p>* * *</p>",
  "<p>Tom &amp; Jerry — wo<em>rd</em>, “quoted” … fin</p>",
  '<p>Привет,&nbsp;мир<br>x</p><h2>Part&nbsp;Two</h2><ol><li data-list="ordered">one</li><li>two</li></ol>',
  '<p class="ql-align-center">a</p><p>b</p><blockquote>c-d e_f 42</blockquote><p>café naïve 東京</p>',
  "<p><br></p><p>   </p>",
  "<p>𝒜𝓁𝓅𝒽𝒶 — 😀 🙂 – 𠀀</p><pre>a</pre><p>b</p><P>C</P><BR/>d&NBSP;e&#xA0;f&#160;g",
  '<p class="sl-heading">INT. HARBOR — NIGHT</p><p class="sl-character">WREN</p><p class="sl-parenthetical">(quietly)</p><p class="sl-dialogue">It went out.</p>',
  "<p>a&lt;b &gt; c &amp;&amp; d&quot;e&#39;</p><p>&unknown; &; &#; & ;</p>",
  "<p>text\u2003with\u3000wide\u00a0spaces\u200bzero-width</p>\n\t<p>new\r\nlines</p>",
  "plain text with no tags at all, 3 numbers: 1 22 333.",
];

describe("countWords", () => {
  it("counts words across tags, breaks and entities", () => {
    expect(countWords(null)).toBe(0);
    expect(countWords("")).toBe(0);
    expect(countWords("<p>One <strong>two</strong></p><p>three<br />four&nbsp;five — six</p>")).toBe(6);
    expect(countWords("<h1>Tom&amp;Jerry</h1><p>Ça va?</p>")).toBe(3);
    expect(countWords("<p>wo<em>rd</em></p>")).toBe(1);
    expect(countWords("<p>end.</p><p>start</p>")).toBe(2);
  });

  it.each(SAMPLES)("agrees with the rule's regular expressions for %s", (markup) => {
    expect(countWords(markup)).toBe(countWordsByExpressions(markup));
  });

  it("agrees with them on thousands of generated chapters", () => {
    const pieces = [
      "<p>",
      "</p>",
      "<br>",
      "<em>",
      "</em>",
      "<strong>",
      "</strong>",
      "<h2>",
      "</h2>",
      '<p class="sl-action">',
      "<li>",
      "</li>",
      "<blockquote>",
      "</blockquote>",
      "<s>",
      "</s>",
      '<a href="https://x.test/?a=1&amp;b=2">',
      "</a>",
      " ",
      "  ",
      "\n",
      "\u00a0",
      "&nbsp;",
      "&amp;",
      "&lt;",
      "&#8212;",
      "—",
      "…",
      ".",
      ",",
      "-",
      "'",
      '"',
      "*",
      "#",
      "word",
      "Wren",
      "é",
      "ß",
      "東京",
      "42",
      "x_y",
      "😀",
      "𝒜",
      "ça",
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let sample = 0; sample < 3000; sample += 1) {
      const length = next() % 60;
      let markup = "";
      for (let piece = 0; piece < length; piece += 1) markup += pieces[next() % pieces.length];
      expect(countWords(markup), markup).toBe(countWordsByExpressions(markup));
    }
  });
});
