import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildEpub, epubDateOf, epubIdentifierOf } from "./buildEpub.ts";
import type { EpubBook } from "./buildEpub.ts";

const book: EpubBook = {
  identifier: epubIdentifierOf("http://localhost:8080", 42),
  title: "The Salt & The Sea",
  authorName: "Ada Quill",
  language: "en",
  kind: "prose",
  description: "<p>A keeper finds a letter.</p>",
  authorNote: "Ada lives by the sea.",
  cover: { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), mediaType: "image/jpeg" },
  chapters: [
    { heading: "Chapter 1", title: "The Letter", markup: "<p>One.</p>" },
    { heading: "Chapter 2", title: null, markup: "<p>Two.</p>" },
  ],
  modifiedAt: new Date("2026-11-29T10:11:12.345Z"),
  publisherLine: "Published on Storyloom (http://localhost:8080).",
};

function entriesOf(bytes: Buffer): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, content]) => [name, name.endsWith(".jpg") ? "(image)" : strFromU8(content)]));
}

describe("buildEpub", () => {
  it("starts with an uncompressed mimetype entry, as readers and the checker require", () => {
    const bytes = buildEpub(book);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(bytes.subarray(30, 38).toString("latin1")).toBe("mimetype");
    expect(bytes.subarray(38, 58).toString("latin1")).toBe("application/epub+zip");
  });

  it("writes the package: identifier, title, creator, language, modified date, cover, and the pages in reading order", () => {
    const opf = entriesOf(buildEpub(book))["OEBPS/content.opf"] ?? "";
    expect(opf).toContain(`<dc:identifier id="book-id">${book.identifier}</dc:identifier>`);
    expect(opf).toContain("<dc:title>The Salt &amp; The Sea</dc:title>");
    expect(opf).toContain('<dc:creator id="creator">Ada Quill</dc:creator>');
    expect(opf).toContain("<dc:language>en</dc:language>");
    expect(opf).toContain('<meta property="dcterms:modified">2026-11-29T10:11:12Z</meta>');
    expect(opf).toContain('properties="cover-image"');
    const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((match) => match[1]);
    expect(spine).toEqual(["cover", "title-page", "nav", "chapter-1", "chapter-2", "author-note", "colophon"]);
  });

  it("lists the chapters in the nav and the NCX, and sets each chapter's heading and title", () => {
    const files = entriesOf(buildEpub(book));
    expect(files["OEBPS/nav.xhtml"]).toContain('<a href="chapter-001.xhtml">Chapter 1: The Letter</a>');
    expect(files["OEBPS/nav.xhtml"]).toContain('<a href="chapter-002.xhtml">Chapter 2</a>');
    expect(files["OEBPS/toc.ncx"]).toContain(`<meta name="dtb:uid" content="${book.identifier}"/>`);
    expect(files["OEBPS/chapter-001.xhtml"]).toContain('<h1>Chapter 1</h1>\n<p class="chapter-title">The Letter</p>\n<p>One.</p>');
    expect(files["OEBPS/author-note.xhtml"]).toContain("<p>Ada lives by the sea.</p>");
    expect(files["OEBPS/images/cover.jpg"]).toBe("(image)");
  });

  it("leaves out the cover and the author's note when there are none, and marks a script's pages", () => {
    const files = entriesOf(buildEpub({ ...book, cover: null, authorNote: null, kind: "script" }));
    expect(Object.keys(files)).not.toContain("OEBPS/cover.xhtml");
    expect(Object.keys(files)).not.toContain("OEBPS/author-note.xhtml");
    expect(files["OEBPS/chapter-001.xhtml"]).toContain('<body class="script">');
  });
});

describe("epubIdentifierOf and epubDateOf", () => {
  it("gives a book the same UUID every time, and other books other ones", () => {
    expect(epubIdentifierOf("http://a.test", 1)).toBe(epubIdentifierOf("http://a.test", 1));
    expect(epubIdentifierOf("http://a.test", 1)).not.toBe(epubIdentifierOf("http://a.test", 2));
    expect(epubIdentifierOf("http://a.test", 1)).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("writes dates to the second, in UTC", () => {
    expect(epubDateOf(new Date("2026-01-02T03:04:05.999Z"))).toBe("2026-01-02T03:04:05Z");
  });
});
