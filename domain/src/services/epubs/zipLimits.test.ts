import { randomBytes } from "node:crypto";
import { crc32, deflateRawSync } from "node:zlib";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildEpub, epubIdentifierOf } from "./buildEpub.ts";
import { EPUB_ZIP_LIMITS, extractZip, extractZipEntry, readZipDirectory, ZipRefusal } from "./zipLimits.ts";

/** One entry of a hand-made archive: what its headers declare may differ from its data. */
interface Crafted {
  name: string;
  /** The bytes as they sit in the archive (deflated unless `method` is 0). */
  data: Uint8Array;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  /** What the local header says instead, when it lies. */
  local?: { name?: string; method?: number; uncompressedSize?: number };
  /** Where the directory says the entry is, instead of where it is. */
  offset?: number;
  /** Only in the directory: no local header or data of its own. */
  directoryOnly?: boolean;
}

function deflated(name: string, content: Uint8Array): Crafted {
  const data = deflateRawSync(content);
  return { name, data, method: 8, crc: crc32(content), compressedSize: data.length, uncompressedSize: content.length };
}

function stored(name: string, content: Uint8Array): Crafted {
  return { name, data: content, method: 0, crc: crc32(content), compressedSize: content.length, uncompressedSize: content.length };
}

/** A ZIP written field by field, so that a test can make any header say anything. */
function craftZip(entries: Crafted[], options: { zip64Locator?: boolean } = {}): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (entry.directoryOnly) {
      offsets.push(0);
      continue;
    }
    const name = Buffer.from(entry.local?.name ?? entry.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(entry.local?.method ?? entry.method, 8);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.local?.uncompressedSize ?? entry.uncompressedSize, 22);
    header.writeUInt16LE(name.length, 26);
    offsets.push(offset);
    parts.push(header, name, Buffer.from(entry.data));
    offset += header.length + name.length + entry.data.length;
  }
  const directoryOffset = offset;
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressedSize, 20);
    header.writeUInt32LE(entry.uncompressedSize, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(entry.offset ?? offsets[index] ?? 0, 42);
    parts.push(header, name);
    offset += header.length + name.length;
  });
  if (options.zip64Locator) {
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    parts.push(locator);
    offset += locator.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(offset - directoryOffset - (options.zip64Locator ? 20 : 0), 12);
  end.writeUInt32LE(directoryOffset, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

function refusalOf(act: () => unknown): string {
  try {
    act();
  } catch (error) {
    if (error instanceof ZipRefusal) return error.message;
    throw error;
  }
  throw new Error("Not refused");
}

const text = (words: string) => new TextEncoder().encode(words);
const MB = 1024 * 1024;

function realEpub(chapters: number): Buffer {
  return buildEpub({
    identifier: epubIdentifierOf("http://localhost:8080", 7),
    title: "A Long Book",
    authorName: "Ada",
    language: "en",
    kind: "prose",
    description: "<p>Long.</p>",
    authorNote: "Ada writes.",
    cover: { bytes: randomBytes(200_000), mediaType: "image/jpeg" },
    chapters: Array.from({ length: chapters }, (_, index) => ({
      heading: `Chapter ${index + 1}`,
      title: null,
      markup: Array.from(
        { length: 200 },
        (__, line) => `<p>Line ${line} of chapter ${index + 1}: the <em>keeper</em> wrote ${randomBytes(24).toString("base64")}.</p>`,
      ).join(""),
    })),
    modifiedAt: new Date("2026-11-29T10:00:00Z"),
    publisherLine: "Test.",
  });
}

describe("readZipDirectory and extractZip", () => {
  it("accept an EPUB made by buildEpub, and give back exactly what fflate reads in it", () => {
    const bytes = realEpub(120);
    const entries = readZipDirectory(bytes);
    expect(entries[0]).toMatchObject({ name: "mimetype", method: 0 });
    expect(entries.length).toBeGreaterThan(120);
    const files = extractZip(bytes);
    const expected = unzipSync(bytes);
    expect([...files.keys()].sort()).toEqual(Object.keys(expected).sort());
    expect(strFromU8(files.get("OEBPS/chapter-120.xhtml") ?? new Uint8Array())).toBe(strFromU8(expected["OEBPS/chapter-120.xhtml"] ?? new Uint8Array([1])));
  });

  it("let small entries compress as well as they like (mimetype, a stylesheet of repeated rules)", () => {
    const css = text("p { margin: 0; }\n".repeat(10_000));
    expect(css.length).toBeLessThan(EPUB_ZIP_LIMITS.ratioFloorBytes);
    const bytes = craftZip([stored("mimetype", text("application/epub+zip")), deflated("OEBPS/style.css", css)]);
    expect(readZipDirectory(bytes).map((entry) => entry.name)).toEqual(["mimetype", "OEBPS/style.css"]);
  });

  it("refuse a bomb entry (1,000:1) from the directory, naming the limit", () => {
    const bytes = craftZip([stored("mimetype", text("application/epub+zip")), deflated("OEBPS/zeros.xhtml", new Uint8Array(20 * MB))]);
    expect(refusalOf(() => readZipDirectory(bytes))).toMatch(
      /^The EPUB's file "OEBPS\/zeros.xhtml" inflates to \d{1,3},\d{3} times its compressed size; the limit is 100 times for files over 256 KB\.$/,
    );
  });

  it("refuse more entries than the limit before reading any of them", () => {
    const entries = Array.from({ length: 1_001 }, (_, index) => stored(`OEBPS/page-${index}.xhtml`, text(`${index}`)));
    expect(refusalOf(() => readZipDirectory(craftZip(entries)))).toBe("The EPUB has 1,001 files; the limit is 1,000.");
    expect(readZipDirectory(craftZip(entries.slice(0, 1_000)))).toHaveLength(1_000);
  });

  it("refuse an archive whose entries add up to more than the total, each within the ratio", () => {
    // Each entry declares 80 MB out of 1 MB (80:1): allowed alone, 320 MB together.
    const entries = Array.from({ length: 4 }, (_, index) => {
      const data = randomBytes(MB);
      return { name: `OEBPS/part-${index}.xhtml`, data, method: 8, crc: 0, compressedSize: data.length, uncompressedSize: 80 * MB };
    });
    expect(refusalOf(() => readZipDirectory(craftZip(entries)))).toBe("The EPUB inflates to more than 300 MB; the limit is 300 MB uncompressed.");
    expect(readZipDirectory(craftZip(entries.slice(0, 3)))).toHaveLength(3);
  });

  it("believe the directory, not a local header that claims a small file", () => {
    const bomb = { ...deflated("OEBPS/zeros.xhtml", new Uint8Array(20 * MB)), local: { uncompressedSize: 100 } };
    expect(refusalOf(() => readZipDirectory(craftZip([bomb])))).toMatch(/inflates to [\d,]+ times its compressed size; the limit is 100 times/);
    const renamed = { ...deflated("OEBPS/a.xhtml", text("<p>a</p>")), local: { name: "OEBPS/b.xhtml" } };
    expect(refusalOf(() => readZipDirectory(craftZip([renamed])))).toBe(
      'The EPUB is not a readable ZIP archive: the local header of "OEBPS/a.xhtml" disagrees with the directory.',
    );
  });

  it("stop inflating at the declared size when the directory lies about it", () => {
    const bomb = { ...deflated("OEBPS/zeros.xhtml", new Uint8Array(20 * MB)), uncompressedSize: 1_000_000 };
    const bytes = craftZip([bomb]);
    const [entry] = readZipDirectory(bytes);
    if (!entry) throw new Error("no entry");
    expect(refusalOf(() => extractZipEntry(bytes, entry))).toBe(
      'The EPUB is not a readable ZIP archive: the file "OEBPS/zeros.xhtml" inflates to more than its declared size.',
    );
    const wrongCrc = craftZip([{ ...deflated("OEBPS/a.xhtml", text("<p>a</p>")), crc: 1 }]);
    expect(refusalOf(() => extractZip(wrongCrc))).toBe(
      'The EPUB is not a readable ZIP archive: the file "OEBPS/a.xhtml" does not match its declared size and checksum.',
    );
  });

  it("refuse a truncated file, a ZIP64 archive, unsafe or repeated names and overlapping entries", () => {
    const epub = realEpub(2);
    expect(refusalOf(() => readZipDirectory(epub.subarray(0, epub.length - 10)))).toBe(
      "The EPUB is not a readable ZIP archive: its central directory is missing (is the file truncated?).",
    );
    expect(refusalOf(() => readZipDirectory(epub.subarray(0, Math.floor(epub.length / 2))))).toMatch(/^The EPUB is not a readable ZIP archive/);
    const page = deflated("OEBPS/a.xhtml", text("<p>a</p>"));
    expect(refusalOf(() => readZipDirectory(craftZip([page], { zip64Locator: true })))).toBe("The EPUB is a ZIP64 archive, which is not accepted.");
    expect(refusalOf(() => readZipDirectory(craftZip([{ ...page, name: "OEBPS/../../etc/passwd" }])))).toBe(
      'The EPUB has a file named "OEBPS/../../etc/passwd", which is not a safe path.',
    );
    expect(refusalOf(() => readZipDirectory(craftZip([page, page])))).toBe('The EPUB has two files named "OEBPS/a.xhtml".');
    // The overlapping-files bomb: an entry's data holds a whole second entry, which the directory also lists.
    const inner = deflated("OEBPS/inner.xhtml", randomBytes(10_000));
    const innerLocal = craftZip([inner]).subarray(0, 30 + inner.name.length + inner.data.length);
    const outer = stored("OEBPS/outer.bin", innerLocal);
    const overlapping = craftZip([outer, { ...inner, directoryOnly: true, offset: 30 + outer.name.length }]);
    expect(refusalOf(() => readZipDirectory(overlapping))).toBe(
      'The EPUB is not a readable ZIP archive: the files "OEBPS/outer.bin" and "OEBPS/inner.xhtml" overlap.',
    );
  });
});
