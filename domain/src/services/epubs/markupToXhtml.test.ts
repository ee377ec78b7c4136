import { describe, expect, it } from "vitest";
import { markupToXhtml, paragraphsOf } from "./markupToXhtml.ts";
import { escapeXml } from "./xhtml.ts";

describe("markupToXhtml", () => {
  it("escapes text and closes void tags, so the page is well-formed XML", () => {
    const xhtml = markupToXhtml("<p>Tom &amp; Jerry &lt;3 &quot;cheese&quot;<br>next line</p>");
    expect(xhtml).toBe("<p>Tom &amp; Jerry &lt;3 &quot;cheese&quot;<br/>next line</p>");
  });

  it("keeps bold, italics, underline and strike as XHTML elements", () => {
    expect(markupToXhtml("<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>")).toBe(
      '<p><strong>b</strong> <em>i</em> <span class="underline">u</span> <s>s</s></p>',
    );
  });

  it("maps Quill's alignment classes to the stylesheet's and drops every other attribute", () => {
    expect(markupToXhtml('<p class="ql-align-center ql-cursor" onclick="x()">Centred</p>')).toBe('<p class="align-center">Centred</p>');
  });

  it("keeps a screenplay paragraph's kind as its class", () => {
    const xhtml = markupToXhtml(
      '<p class="sl-heading">INT. KITCHEN - NIGHT</p><p class="sl-character">MARA</p><p class="sl-parenthetical">(quietly)</p><p class="sl-dialogue">Hello.</p><p class="sl-transition">CUT TO:</p>',
    );
    expect(xhtml.split("\n")).toEqual([
      '<p class="sl-heading">INT. KITCHEN - NIGHT</p>',
      '<p class="sl-character">MARA</p>',
      '<p class="sl-parenthetical">(quietly)</p>',
      '<p class="sl-dialogue">Hello.</p>',
      '<p class="sl-transition">CUT TO:</p>',
    ]);
  });

  it("groups list items into ol and ul by Quill's data-list, headings under the chapter's h1, quotes and scene breaks", () => {
    const xhtml = markupToXhtml(
      '<ol><li data-list="bullet">a</li><li data-list="bullet">b</li><li data-list="ordered">one</li></ol><h1>Part</h1><blockquote>Said</blockquote><p>* * *</p>',
    );
    expect(xhtml.split("\n")).toEqual([
      "<ul>",
      "<li>a</li>",
      "<li>b</li>",
      "</ul>",
      "<ol>",
      "<li>one</li>",
      "</ol>",
      "<h2>Part</h2>",
      "<blockquote><p>Said</p></blockquote>",
      '<hr class="scene-break"/>',
    ]);
  });

  it("drops characters XML forbids and empty paragraphs", () => {
    expect(markupToXhtml("<p>a\u0001b\u0002c</p><p><br></p><p>   </p>")).toBe("<p>abc</p>");
  });

  it("answers nothing for no markup", () => {
    expect(markupToXhtml(null)).toBe("");
  });
});

describe("paragraphsOf", () => {
  it("turns plain text lines into paragraphs and reads markup as markup", () => {
    expect(paragraphsOf("First <line> & more\n\nSecond")).toBe("<p>First &lt;line&gt; &amp; more</p>\n<p>Second</p>");
    expect(paragraphsOf("<p>Already <em>markup</em></p>")).toBe("<p>Already <em>markup</em></p>");
  });
});

describe("escapeXml", () => {
  it("escapes attribute quotes too", () => {
    expect(escapeXml(`"a" & 'b'`)).toBe("&quot;a&quot; &amp; &#39;b&#39;");
  });
});
