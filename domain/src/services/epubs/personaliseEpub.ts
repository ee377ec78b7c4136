/**
 * A reader's personal copy of a book's EPUB (generated or uploaded): a page
 * "This copy was made for …" at the end of the reading order, and the same
 * words as the package's dc:rights. Nothing else of the file changes, so an
 * EPUB that passed the checker still passes it (epubs.int.test.ts checks).
 */
import { crc32, deflateRawSync } from "node:zlib";
import { strFromU8, strToU8 } from "fflate";
import { ValidationError } from "../../errors.ts";
import { writeZip } from "./writeZip.ts";
import type { ZipWriteEntry } from "./writeZip.ts";
import { escapeXml, xhtmlPage } from "./xhtml.ts";
import { extractZipEntry, readZipDirectory, ZipRefusal } from "./zipLimits.ts";
import type { ZipEntry } from "./zipLimits.ts";

export interface PersonalCopy {
  /** The reader's name as they gave it. */
  readerName: string;
  /** How they hold the book: "bought on 3 March 2026", "a subscriber's copy", "free to read". */
  holding: string;
  madeAt: Date;
  /** "Storyloom (http://…)". */
  platform: string;
}

const PAGE_NAME = "storyloom-personal-copy";
const NOT_AN_EPUB = "This file is not a readable EPUB.";

/** The words of the copy's dc:rights and of its page. */
export function personalLineOf(copy: PersonalCopy): string {
  return `Personal copy of ${copy.readerName} (${copy.holding}).`;
}

function rootfileOf(entries: ReadonlyMap<string, ZipEntry>, container: Uint8Array | undefined): string {
  const fullPath = container ? /<(?:[\w-]+:)?rootfile\b[^>]*\bfull-path\s*=\s*["']([^"']+)["']/.exec(strFromU8(container))?.[1] : undefined;
  if (!fullPath || !entries.has(fullPath)) throw new ValidationError(NOT_AN_EPUB);
  return fullPath;
}

function insertBefore(xml: string, element: string, addition: string): string {
  const closing = new RegExp(`</(?:[\\w-]+:)?${element}\\s*>`);
  const match = closing.exec(xml);
  if (!match) throw new ValidationError(NOT_AN_EPUB);
  return `${xml.slice(0, match.index)}${addition}\n${xml.slice(match.index)}`;
}

function pageOf(copy: PersonalCopy, epubVersion: 2 | 3, language: string): string {
  const made = copy.madeAt.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const body = `<div class="storyloom-personal-copy"><h1>Your personal copy</h1>
<p>This copy was made for ${escapeXml(copy.readerName)} (${escapeXml(copy.holding)}) on ${escapeXml(made)}.</p>
<p>It is for your own reading on your own devices. Please do not share it: the author lives from what readers pay.</p>
<p>${escapeXml(copy.platform)}</p></div>`;
  if (epubVersion === 3) return xhtmlPage({ title: "Your personal copy", language, body, stylesheet: null });
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="${escapeXml(language)}">
<head><title>Your personal copy</title></head>
<body>
${body}
</body>
</html>
`;
}

/** A name for the page that no file of the book already has. */
function freeName(files: ReadonlyMap<string, unknown>, opf: string, directory: string): string {
  for (let attempt = 0; ; attempt += 1) {
    const name = attempt === 0 ? PAGE_NAME : `${PAGE_NAME}-${attempt}`;
    if (!files.has(`${directory}${name}.xhtml`) && !new RegExp(`\\bid\\s*=\\s*["']${name}["']`).test(opf)) return name;
  }
}

function deflatedEntry(name: string, content: Uint8Array): ZipWriteEntry {
  return { name, method: 8, crc32: crc32(content), uncompressedSize: content.byteLength, data: deflateRawSync(content, { level: 6 }) };
}

/**
 * The EPUB's bytes with the reader's page and rights added: only the
 * container and the package are inflated; every other file is copied as it
 * is compressed. Synchronous: the API runs it on an EPUB thread (epubThreads.ts).
 */
export function personaliseEpub(bytes: Uint8Array, copy: PersonalCopy): Buffer {
  const read = (name: string) => {
    const entry = entries.get(name);
    return entry ? extractZipEntry(bytes, entry) : undefined;
  };
  let entries: Map<string, ZipEntry>;
  let opfPath: string;
  let opf: string;
  try {
    entries = new Map(readZipDirectory(bytes).map((entry) => [entry.name, entry]));
    opfPath = rootfileOf(entries, read("META-INF/container.xml"));
    opf = strFromU8(read(opfPath) ?? new Uint8Array());
  } catch (error) {
    if (error instanceof ZipRefusal) throw new ValidationError(`${NOT_AN_EPUB} ${error.message}`);
    throw error;
  }
  const directory = opfPath.includes("/") ? opfPath.slice(0, opfPath.lastIndexOf("/") + 1) : "";
  const packageTag = /<(?:[\w-]+:)?package\b[^>]*>/.exec(opf)?.[0] ?? "";
  const epubVersion = /\bversion\s*=\s*["']2/.test(packageTag) ? 2 : 3;
  const language = /<dc:language\b[^>]*>([^<]+)</.exec(opf)?.[1]?.trim() ?? "en";
  const name = freeName(entries, opf, directory);

  opf = insertBefore(opf, "metadata", `<dc:rights xmlns:dc="http://purl.org/dc/elements/1.1/">${escapeXml(personalLineOf(copy))}</dc:rights>`);
  opf = insertBefore(opf, "manifest", `<item id="${name}" href="${name}.xhtml" media-type="application/xhtml+xml"/>`);
  opf = insertBefore(opf, "spine", `<itemref idref="${name}"/>`);

  // `mimetype` first and stored, then everything else as it was.
  const mimetype = strToU8("application/epub+zip");
  const out: ZipWriteEntry[] = [{ name: "mimetype", method: 0, crc32: crc32(mimetype), uncompressedSize: mimetype.byteLength, data: mimetype }];
  for (const entry of entries.values()) {
    if (entry.name === "mimetype") continue;
    if (entry.name === opfPath) out.push(deflatedEntry(opfPath, strToU8(opf)));
    else
      out.push({
        name: entry.name,
        method: entry.method,
        crc32: entry.crc32,
        uncompressedSize: entry.uncompressedSize,
        data: bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize),
      });
  }
  out.push(deflatedEntry(`${directory}${name}.xhtml`, strToU8(pageOf(copy, epubVersion, language))));
  return writeZip(out, copy.madeAt);
}
