/**
 * The one way the product reads a ZIP (EPUB uploads, personal copies): the
 * central directory is read and checked against the limits before a single
 * byte is inflated, and inflation is then bounded by what the directory
 * declared. Local headers are only used to find where an entry's data
 * starts; their sizes are never believed. ZIP64, multi-disk and encrypted
 * archives are refused: an EPUB under the upload cap never needs them.
 */
import { crc32, inflateRawSync } from "node:zlib";

export interface ZipLimits {
  maxEntries: number;
  /** The sum of every entry's declared uncompressed size. */
  maxTotalBytes: number;
  /** Uncompressed over compressed size, for entries larger than `ratioFloorBytes`. */
  maxRatio: number;
  /** Entries up to this size may compress as well as they like (mimetype, CSS, a short page). */
  ratioFloorBytes: number;
}

/**
 * For EPUBs (uploads are at most 50 MB): a long novel with images has a few
 * hundred files and inflates to a few times its size; text compresses about
 * 3:1, images not at all. 1,000:1 is only reached by runs of one byte.
 */
export const EPUB_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1_000,
  maxTotalBytes: 300 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 256 * 1024,
};

/** An archive refused: the message is for the person who sent it and names the limit. */
export class ZipRefusal extends Error {
  override name = "ZipRefusal";
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  dataOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

const numberOf = (value: number) => value.toLocaleString("en-GB");
const megabytesOf = (bytes: number) => `${numberOf(Math.ceil(bytes / (1024 * 1024)))} MB`;
const unreadable = (why: string) => new ZipRefusal(`The EPUB is not a readable ZIP archive: ${why}.`);

/** The End Of Central Directory record's offset: the last one whose comment runs exactly to the end of the file. */
function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - EOCD_SIZE - MAX_COMMENT);
  for (let offset = view.byteLength - EOCD_SIZE; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE && offset + EOCD_SIZE + view.getUint16(offset + 20, true) === view.byteLength) return offset;
  }
  throw unreadable("its central directory is missing (is the file truncated?)");
}

/** A name that could not climb out of a folder or mean two things. */
function isSafeName(name: string): boolean {
  if (name === "" || name.startsWith("/") || name.includes("\\") || name.includes("\0") || /^[a-z]:/i.test(name)) return false;
  return !name.split("/").some((segment) => segment === "..");
}

/**
 * The archive's entries as its central directory declares them, after every
 * limit is checked; throws ZipRefusal naming the first limit exceeded.
 */
export function readZipDirectory(bytes: Uint8Array, limits: ZipLimits = EPUB_ZIP_LIMITS): ZipEntry[] {
  if (bytes.byteLength < EOCD_SIZE) throw unreadable("it is too short");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  const entriesOnDisk = view.getUint16(end + 8, true);
  const entriesTotal = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  const isZip64 =
    entriesTotal === U16_MAX ||
    directorySize === U32_MAX ||
    directoryOffset === U32_MAX ||
    (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR_SIGNATURE);
  if (isZip64) throw new ZipRefusal("The EPUB is a ZIP64 archive, which is not accepted.");
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0 || entriesOnDisk !== entriesTotal)
    throw unreadable("it is split over several disks");
  if (entriesTotal > limits.maxEntries) throw new ZipRefusal(`The EPUB has ${numberOf(entriesTotal)} files; the limit is ${numberOf(limits.maxEntries)}.`);
  if (directoryOffset + directorySize !== end) throw unreadable("its central directory is not where its end record says");

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  const decoder = new TextDecoder();
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < entriesTotal; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE) throw unreadable("its central directory is damaged");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const localHeaderOffset = view.getUint32(at + 42, true);
    if (next > end) throw unreadable("its central directory is damaged");
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const name = decoder.decode(nameBytes);
    if (compressedSize === U32_MAX || uncompressedSize === U32_MAX || localHeaderOffset === U32_MAX)
      throw new ZipRefusal("The EPUB is a ZIP64 archive, which is not accepted.");
    if (flags & 1) throw new ZipRefusal(`The EPUB's file "${name}" is encrypted, which is not accepted.`);
    if (method !== 0 && method !== 8)
      throw new ZipRefusal(`The EPUB's file "${name}" uses compression method ${method}; only stored and deflated files are accepted.`);
    if (method === 0 && compressedSize !== uncompressedSize) throw unreadable(`the stored file "${name}" has two sizes`);
    if (!isSafeName(name)) throw new ZipRefusal(`The EPUB has a file named "${name}", which is not a safe path.`);
    if (names.has(name)) throw new ZipRefusal(`The EPUB has two files named "${name}".`);
    names.add(name);
    if (uncompressedSize > limits.ratioFloorBytes && uncompressedSize > compressedSize * limits.maxRatio) {
      const ratio = compressedSize === 0 ? "infinitely many" : numberOf(Math.floor(uncompressedSize / compressedSize));
      throw new ZipRefusal(
        `The EPUB's file "${name}" inflates to ${ratio} times its compressed size; the limit is ${numberOf(limits.maxRatio)} times for files over ${numberOf(limits.ratioFloorBytes / 1024)} KB.`,
      );
    }
    total += uncompressedSize;
    if (total > limits.maxTotalBytes)
      throw new ZipRefusal(
        `The EPUB inflates to more than ${megabytesOf(limits.maxTotalBytes)}; the limit is ${megabytesOf(limits.maxTotalBytes)} uncompressed.`,
      );

    // The local header only says where the data starts; its name and method must agree with the directory's.
    if (localHeaderOffset + 30 > directoryOffset || view.getUint32(localHeaderOffset, true) !== LOCAL_SIGNATURE)
      throw unreadable(`the file "${name}" is not where the directory says`);
    const localNameLength = view.getUint16(localHeaderOffset + 26, true);
    const localName = bytes.subarray(localHeaderOffset + 30, localHeaderOffset + 30 + localNameLength);
    if (view.getUint16(localHeaderOffset + 8, true) !== method || Buffer.compare(localName, nameBytes) !== 0)
      throw unreadable(`the local header of "${name}" disagrees with the directory`);
    const dataOffset = localHeaderOffset + 30 + localNameLength + view.getUint16(localHeaderOffset + 28, true);
    if (dataOffset + compressedSize > directoryOffset) throw unreadable(`the file "${name}" runs past its end`);
    entries.push({ name, method, crc32: view.getUint32(at + 16, true), compressedSize, uncompressedSize, localHeaderOffset, dataOffset });
    at = next;
  }
  if (at !== end) throw unreadable("its central directory is damaged");

  // Entries sharing bytes inflate the same data many times over (the overlapping-files bomb).
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (let index = 1; index < byOffset.length; index += 1) {
    const before = byOffset[index - 1];
    const entry = byOffset[index];
    if (before && entry && before.dataOffset + before.compressedSize > entry.localHeaderOffset)
      throw unreadable(`the files "${before.name}" and "${entry.name}" overlap`);
  }
  return entries;
}

/** One entry's bytes, inflated no further than its declared size and checked against its CRC. */
export function extractZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let content: Uint8Array;
  if (entry.method === 0) {
    content = data;
  } else {
    try {
      content = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      const tooLarge = error instanceof RangeError || (error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE";
      throw unreadable(tooLarge ? `the file "${entry.name}" inflates to more than its declared size` : `the file "${entry.name}" does not inflate`);
    }
  }
  if (content.byteLength !== entry.uncompressedSize || crc32(content) !== entry.crc32)
    throw unreadable(`the file "${entry.name}" does not match its declared size and checksum`);
  return content;
}

/** Every entry's bytes by name, after readZipDirectory's checks. */
export function extractZip(bytes: Uint8Array, limits: ZipLimits = EPUB_ZIP_LIMITS): Map<string, Uint8Array> {
  return new Map(readZipDirectory(bytes, limits).map((entry) => [entry.name, extractZipEntry(bytes, entry)]));
}
