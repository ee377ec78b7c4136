/**
 * An EPUB 3 file made from a book's parts (docs/decisions/epub-and-audio.md, EPUB): cover,
 * title page, table of contents (nav.xhtml, and toc.ncx for EPUB 2 readers),
 * one XHTML page per chapter, the author's note and a colophon, zipped with
 * `mimetype` first and stored uncompressed as the format requires.
 */
import { createHash } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import type { Zippable } from "fflate";
import { EPUB_STYLESHEET } from "./epubStyle.ts";
import { markupToXhtml, paragraphsOf } from "./markupToXhtml.ts";
import { escapeXml, xhtmlPage } from "./xhtml.ts";

export const EPUB_CONTENT_TYPE = "application/epub+zip";

export interface EpubChapter {
  /** "Chapter 3", or the author's own numbering. */
  heading: string;
  title: string | null;
  markup: string | null;
}

export interface EpubCover {
  bytes: Uint8Array;
  mediaType: "image/jpeg" | "image/png";
}

export interface EpubBook {
  /** A stable `urn:uuid:…` of the book (epubIdentifierOf). */
  identifier: string;
  title: string;
  authorName: string;
  language: string;
  /** Prose, or a screenplay whose paragraphs keep their kinds. */
  kind: "prose" | "script";
  /** The book's description, set on the title page. */
  description: string | null;
  /** The author's note: the author's bio, at the end. */
  authorNote: string | null;
  cover: EpubCover | null;
  chapters: EpubChapter[];
  /** dcterms:modified. */
  modifiedAt: Date;
  /** "Published on Storyloom (http://…)": the colophon's last line. */
  publisherLine: string;
}

/** A stable urn:uuid for a book of this platform: the same book always gets the same identifier. */
export function epubIdentifierOf(platformUrl: string, bookId: number): string {
  const hex = createHash("sha256").update(`${platformUrl}/books/${bookId}`).digest("hex");
  // Shaped as a name-based UUID: version nibble 5, variant bits 10.
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** dcterms:modified wants seconds and a Z, nothing finer. */
export function epubDateOf(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

interface Page {
  id: string;
  href: string;
  /** Shown in the table of contents when set. */
  label: string | null;
  content: string;
  properties?: string;
}

const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;

function chapterLabel(chapter: EpubChapter): string {
  const title = chapter.title?.trim();
  return title ? `${chapter.heading}: ${title}` : chapter.heading;
}

function pagesOf(book: EpubBook): Page[] {
  const lang = book.language;
  const bodyClass = book.kind === "script" ? "script" : undefined;
  const pages: Page[] = [];
  if (book.cover) {
    pages.push({
      id: "cover",
      href: "cover.xhtml",
      label: null,
      content: xhtmlPage({
        title: "Cover",
        language: lang,
        bodyClass: "cover",
        epubType: "cover",
        body: `<div class="cover"><img src="images/${coverFileName(book.cover)}" alt="${escapeXml(book.title)}"/></div>`,
      }),
    });
  }
  const blurb = book.description?.trim() ? `<div class="blurb">${paragraphsOf(book.description)}</div>` : "";
  pages.push({
    id: "title-page",
    href: "title.xhtml",
    label: "Title page",
    content: xhtmlPage({
      title: book.title,
      language: lang,
      bodyClass: "title-page",
      epubType: "frontmatter",
      body: `<section epub:type="titlepage"><h1>${escapeXml(book.title)}</h1>\n<p class="byline">${escapeXml(book.authorName)}</p>\n${blurb}</section>`,
    }),
  });
  pages.push({ id: "nav", href: "nav.xhtml", label: null, properties: "nav", content: navOf(book) });
  book.chapters.forEach((chapter, place) => {
    const title = chapter.title?.trim();
    pages.push({
      id: `chapter-${place + 1}`,
      href: `chapter-${String(place + 1).padStart(3, "0")}.xhtml`,
      label: chapterLabel(chapter),
      content: xhtmlPage({
        title: chapterLabel(chapter),
        language: lang,
        ...(bodyClass ? { bodyClass } : {}),
        body: `<section epub:type="chapter"><h1>${escapeXml(chapter.heading)}</h1>\n${title ? `<p class="chapter-title">${escapeXml(title)}</p>\n` : ""}${markupToXhtml(chapter.markup)}</section>`,
      }),
    });
  });
  if (book.authorNote?.trim()) {
    pages.push({
      id: "author-note",
      href: "author-note.xhtml",
      label: "About the author",
      content: xhtmlPage({
        title: "About the author",
        language: lang,
        epubType: "backmatter",
        body: `<section><h1>About the author</h1>\n${paragraphsOf(book.authorNote)}</section>`,
      }),
    });
  }
  pages.push({
    id: "colophon",
    href: "colophon.xhtml",
    label: "Colophon",
    content: xhtmlPage({
      title: "Colophon",
      language: lang,
      bodyClass: "colophon",
      epubType: "backmatter",
      body: `<section epub:type="colophon"><h1>Colophon</h1>\n<p>${escapeXml(book.title)}, by ${escapeXml(book.authorName)}.</p>\n<p>© ${book.modifiedAt.getUTCFullYear()} ${escapeXml(book.authorName)}. All rights reserved.</p>\n<p>${escapeXml(book.publisherLine)}</p></section>`,
    }),
  });
  return pages;
}

function coverFileName(cover: EpubCover): string {
  return cover.mediaType === "image/png" ? "cover.png" : "cover.jpg";
}

function tocEntries(book: EpubBook): Array<{ href: string; label: string }> {
  const entries = [{ href: "title.xhtml", label: "Title page" }];
  book.chapters.forEach((chapter, place) => entries.push({ href: `chapter-${String(place + 1).padStart(3, "0")}.xhtml`, label: chapterLabel(chapter) }));
  if (book.authorNote?.trim()) entries.push({ href: "author-note.xhtml", label: "About the author" });
  entries.push({ href: "colophon.xhtml", label: "Colophon" });
  return entries;
}

function navOf(book: EpubBook): string {
  const items = tocEntries(book)
    .map((entry) => `<li><a href="${entry.href}">${escapeXml(entry.label)}</a></li>`)
    .join("\n");
  const firstChapter = book.chapters.length > 0 ? `<li><a epub:type="bodymatter" href="chapter-001.xhtml">Start of content</a></li>\n` : "";
  return xhtmlPage({
    title: "Contents",
    language: book.language,
    body: `<nav epub:type="toc" id="toc"><h1>Contents</h1>\n<ol>\n${items}\n</ol></nav>\n<nav epub:type="landmarks" id="landmarks" hidden="hidden"><h2>Landmarks</h2>\n<ol>\n<li><a epub:type="toc" href="nav.xhtml">Contents</a></li>\n${firstChapter}</ol></nav>`,
  });
}

function ncxOf(book: EpubBook): string {
  const points = tocEntries(book)
    .map(
      (entry, place) =>
        `<navPoint id="nav-${place + 1}" playOrder="${place + 1}"><navLabel><text>${escapeXml(entry.label)}</text></navLabel><content src="${entry.href}"/></navPoint>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="${escapeXml(book.language)}">
<head>
<meta name="dtb:uid" content="${escapeXml(book.identifier)}"/>
<meta name="dtb:depth" content="1"/>
<meta name="dtb:totalPageCount" content="0"/>
<meta name="dtb:maxPageNumber" content="0"/>
</head>
<docTitle><text>${escapeXml(book.title)}</text></docTitle>
<navMap>
${points}
</navMap>
</ncx>
`;
}

/** The package document (content.opf) of the book's pages. */
export function packageOf(book: EpubBook, pages: readonly Page[]): string {
  const description = book.description?.trim()
    ? `\n<dc:description>${escapeXml(
        book.description
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      )}</dc:description>`
    : "";
  const coverMeta = book.cover ? '\n<meta name="cover" content="cover-image"/>' : "";
  const coverItem = book.cover
    ? `\n<item id="cover-image" href="images/${coverFileName(book.cover)}" media-type="${book.cover.mediaType}" properties="cover-image"/>`
    : "";
  const items = pages
    .map((page) => `<item id="${page.id}" href="${page.href}" media-type="application/xhtml+xml"${page.properties ? ` properties="${page.properties}"` : ""}/>`)
    .join("\n");
  const itemrefs = pages.map((page) => `<itemref idref="${page.id}"/>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${escapeXml(book.language)}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">${escapeXml(book.identifier)}</dc:identifier>
<dc:title>${escapeXml(book.title)}</dc:title>
<dc:creator id="creator">${escapeXml(book.authorName)}</dc:creator>
<dc:language>${escapeXml(book.language)}</dc:language>
<dc:publisher>Storyloom</dc:publisher>${description}
<meta property="dcterms:modified">${epubDateOf(book.modifiedAt)}</meta>${coverMeta}
</metadata>
<manifest>
<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
<item id="style" href="style.css" media-type="text/css"/>${coverItem}
${items}
</manifest>
<spine toc="ncx">
${itemrefs}
</spine>
</package>
`;
}

/** The book as the bytes of an EPUB 3 file. */
export function buildEpub(book: EpubBook): Buffer {
  const pages = pagesOf(book);
  // Insertion order is the order in the archive: `mimetype` must come first, stored (level 0).
  const files: Zippable = {
    mimetype: [strToU8("application/epub+zip"), { level: 0 }],
    "META-INF/container.xml": strToU8(CONTAINER_XML),
    "OEBPS/content.opf": strToU8(packageOf(book, pages)),
    "OEBPS/toc.ncx": strToU8(ncxOf(book)),
    "OEBPS/style.css": strToU8(EPUB_STYLESHEET),
  };
  if (book.cover) files[`OEBPS/images/${coverFileName(book.cover)}`] = [book.cover.bytes, { level: 0 }];
  for (const page of pages) files[`OEBPS/${page.href}`] = strToU8(page.content);
  return Buffer.from(zipSync(files, { level: 6 }));
}
