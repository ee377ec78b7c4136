import { describe, expect, it } from "vitest";
import { decodeEntities, parseMarkup } from "./markupToDocx.ts";

const texts = (markup: string) => parseMarkup(markup).map((block) => block.runs.map((run) => run.text).join(""));

describe("parseMarkup", () => {
  it("reads paragraphs, leaving out Quill's empty ones", () => {
    expect(texts("<p>One.</p><p><br></p><p>Two &amp; three.</p>")).toEqual(["One.", "Two & three."]);
  });

  it("keeps bold, italics, underline and strike on their runs", () => {
    const [block] = parseMarkup("<p>Plain <strong>bold <em>both</em></strong> <u>under</u> <s>gone</s></p>");
    expect(block!.runs.map(({ text, bold, italics, underline, strike }) => ({ text, bold, italics, underline, strike }))).toEqual([
      { text: "Plain ", bold: false, italics: false, underline: false, strike: false },
      { text: "bold ", bold: true, italics: false, underline: false, strike: false },
      { text: "both", bold: true, italics: true, underline: false, strike: false },
      { text: " ", bold: false, italics: false, underline: false, strike: false },
      { text: "under", bold: false, italics: false, underline: true, strike: false },
      { text: " ", bold: false, italics: false, underline: false, strike: false },
      { text: "gone", bold: false, italics: false, underline: false, strike: true },
    ]);
  });

  it("turns a paragraph of only #, *** or * * * into a scene break", () => {
    const kinds = parseMarkup("<p>Before.</p><p>#</p><p>Middle.</p><p>* * *</p><p>***</p><p>After #1.</p>").map((block) => block.kind);
    expect(kinds).toEqual(["paragraph", "sceneBreak", "paragraph", "sceneBreak", "sceneBreak", "paragraph"]);
  });

  it("reads headings, quotes, alignment and list items with their markers", () => {
    const blocks = parseMarkup(
      '<h2>Part</h2><blockquote>Said.</blockquote><p class="ql-align-center">Mid</p><ol><li data-list="ordered">A</li><li data-list="ordered">B</li><li data-list="bullet">C</li></ol><ul><li>D</li></ul>',
    );
    expect(blocks.map((block) => [block.kind, block.marker, block.align, block.runs[0]?.text])).toEqual([
      ["heading", "", "left", "Part"],
      ["quote", "", "left", "Said."],
      ["paragraph", "", "center", "Mid"],
      ["listItem", "1. ", "left", "A"],
      ["listItem", "2. ", "left", "B"],
      ["listItem", "• ", "left", "C"],
      ["listItem", "• ", "left", "D"],
    ]);
  });

  it("marks a line break on the run after it", () => {
    const [block] = parseMarkup("<p>Roses are red,<br>violets blue.</p>");
    expect(block!.runs.map((run) => [run.text, run.breakBefore])).toEqual([
      ["Roses are red,", false],
      ["violets blue.", true],
    ]);
  });

  it("answers nothing for an empty chapter", () => {
    expect(parseMarkup(null)).toEqual([]);
    expect(parseMarkup("")).toEqual([]);
  });
});

describe("decodeEntities", () => {
  it("decodes named and numeric entities and leaves unknown ones", () => {
    expect(decodeEntities("&lt;a&gt; &quot;q&quot; &#39;s&#x27; caf&#233; &bogus;")).toBe("<a> \"q\" 's' café &bogus;");
  });
});

describe("parseMarkup of a screenplay", () => {
  it("keeps each paragraph's screenplay element, and reads a lone # there as text, not a scene break", () => {
    const blocks = parseMarkup('<p class="sl-heading">INT. HALL</p><p class="sl-character">ANA</p><p class="sl-dialogue">#</p><p>Plain</p>');
    expect(blocks.map((block) => [block.kind, block.script])).toEqual([
      ["paragraph", "heading"],
      ["paragraph", "character"],
      ["paragraph", "dialogue"],
      ["paragraph", null],
    ]);
  });
});
