import { describe, expect, it } from "vitest";
import { approximateWords, buildManuscript } from "./buildManuscript.ts";
import { inflateRawSync } from "node:zlib";
import { readDocxHtml, readDocxText } from "./testing.ts";

/** word/document.xml of a DOCX, found by its local header (the docx library stores sizes there). */
function readZipXml(zip: Buffer): string {
  const name = Buffer.from("word/document.xml");
  const at = zip.indexOf(name);
  const header = at - 30;
  const size = zip.readUInt32LE(header + 18);
  const start = at + name.length + zip.readUInt16LE(header + 28);
  const data = zip.subarray(start, start + size);
  return (zip.readUInt16LE(header + 8) === 8 ? inflateRawSync(data) : data).toString("utf8");
}

describe("buildManuscript", () => {
  it("writes a DOCX that opens, with a title page and each chapter's heading, title and text", async () => {
    const bytes = await buildManuscript({
      kind: "prose",
      title: "The Long Road",
      authorName: "Ada Writer",
      chapters: [
        { heading: "Chapter 1", title: "Departure", markup: "<p>She left at <em>dawn</em>.</p><p>#</p><p>He stayed <strong>behind</strong>.</p>" },
        { heading: "Prologue II", title: null, markup: "<p>The end came.</p>" },
      ],
    });
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const text = await readDocxText(bytes);
    for (const expected of [
      "Ada Writer",
      "10 words",
      "The Long Road",
      "by Ada Writer",
      "Chapter 1",
      "Departure",
      "She left at dawn.",
      "#",
      "He stayed behind.",
      "Prologue II",
      "The end came.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf("Chapter 1")).toBeLessThan(text.indexOf("Prologue II"));
    const html = await readDocxHtml(bytes);
    expect(html).toContain("<em>dawn</em>");
    expect(html).toContain("<strong>behind</strong>");
  });

  it("sets a script as screenplay pages: Courier, names and scene headings in capitals", async () => {
    const bytes = await buildManuscript({
      kind: "script",
      title: "Night Shift",
      authorName: "Ada Writer",
      chapters: [
        {
          heading: "Chapter 1",
          title: null,
          markup:
            '<p class="sl-heading">int. diner - night</p><p class="sl-action">Rain.</p><p class="sl-character">mara</p><p class="sl-parenthetical">(quietly)</p><p class="sl-dialogue">We close at <em>two</em>.</p><p class="sl-transition">cut to:</p>',
        },
      ],
    });
    const text = await readDocxText(bytes);
    for (const expected of ["INT. DINER - NIGHT", "Rain.", "MARA", "(quietly)", "We close at two.", "CUT TO:"]) expect(text).toContain(expected);
    expect(await readDocxHtml(bytes)).toContain("<em>two</em>");
    expect(readZipXml(bytes)).toContain('w:ascii="Courier New"');
  });

  it("rounds the word count as manuscripts do", () => {
    expect(approximateWords(1)).toBe("1 word");
    expect(approximateWords(99)).toBe("99 words");
    expect(approximateWords(12_345)).toBe("about 12,300 words");
  });
});
