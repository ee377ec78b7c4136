import { describe, expect, it } from "vitest";
import { countWords } from "@storyloom/api/client";
import { editorToMarkup, firstLineOf, markupToEditor, paragraphsOf } from "./chapterMarkup.ts";

describe("markupToEditor", () => {
  it("loads a new chapter's null markup as an empty document", () => {
    expect(markupToEditor(null)).toBe("");
    expect(markupToEditor(undefined)).toBe("");
  });

  it("loads stored markup as it is", () => {
    expect(markupToEditor("<p>Once <strong>upon</strong></p>")).toBe("<p>Once <strong>upon</strong></p>");
  });
});

describe("editorToMarkup", () => {
  it("stores an empty editor as an empty string", () => {
    expect(editorToMarkup("<p><br></p>")).toBe("");
    expect(editorToMarkup("<p><br></p><p><br></p>")).toBe("");
    expect(editorToMarkup("")).toBe("");
  });

  it("stores an empty script, whose first line is already a scene heading, as an empty string", () => {
    expect(editorToMarkup('<p class="sl-heading"><br></p>')).toBe("");
  });

  it("keeps the author's text and formats", () => {
    const html = '<h1>One</h1><p>It <em>was</em> <a href="https://example.test" rel="noopener noreferrer" target="_blank">dark</a>.</p><p><br></p>';
    expect(editorToMarkup(html)).toBe(html);
  });

  it("drops Quill's list marker and cursor elements", () => {
    const html = '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>First</li></ol><p>a<span class="ql-cursor">\uFEFF</span></p>';
    expect(editorToMarkup(html)).toBe('<ol><li data-list="bullet">First</li></ol><p>a</p>');
  });

  it("gives back what markupToEditor was given for markup Quill writes", () => {
    const stored = "<p>Rain.</p><blockquote>Said she.</blockquote>";
    expect(editorToMarkup(markupToEditor(stored))).toBe(stored);
  });
});

describe("screenplay markup", () => {
  const script = [
    '<p class="sl-heading">INT. KITCHEN - NIGHT</p>',
    '<p class="sl-action">Rain on the <em>window</em>.</p>',
    '<p class="sl-character">Anna</p>',
    '<p class="sl-parenthetical">(quietly)</p>',
    '<p class="sl-dialogue">Hello.</p>',
    '<p class="sl-transition">Cut to:</p>',
  ].join("");

  it("round-trips every screenplay element through the conversion pair", () => {
    expect(editorToMarkup(markupToEditor(script))).toBe(script);
  });

  it("counts a script's words like prose and reads its first line", () => {
    expect(countWords(script)).toBe(12);
    expect(firstLineOf(script)).toBe("INT. KITCHEN - NIGHT");
  });
});

describe("firstLineOf", () => {
  it("gives the first paragraph as plain text, shortened", () => {
    expect(firstLineOf("<p>It was <em>dark</em> &amp; wet.</p><p>Second</p>")).toBe("It was dark & wet.");
    expect(firstLineOf(`<p>${"a".repeat(200)}</p>`, 10)).toBe(`${"a".repeat(9)}…`);
    expect(firstLineOf(null)).toBe("");
  });
});

describe("paragraphsOf", () => {
  it("gives each block as plain text and leaves out empty ones", () => {
    const markup = '<h1>One</h1><p>It <em>was</em> dark &amp; wet.</p><p><br></p><ol><li data-list="bullet">first</li></ol><blockquote>said</blockquote>';
    expect(paragraphsOf(markup)).toEqual(["One", "It was dark & wet.", "first", "said"]);
    expect(paragraphsOf(null)).toEqual([]);
    expect(paragraphsOf("")).toEqual([]);
  });
});
