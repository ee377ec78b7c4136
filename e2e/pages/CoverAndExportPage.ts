import { crc32, deflateSync, inflateRawSync } from "node:zlib";
import type { Download, Page } from "@playwright/test";

/** The cover picker of the book forms, the books list's thumbnails and the "Export DOCX" button. */
export class CoverAndExportPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Chooses a file in the "Cover image" field; the studio uploads it at once. */
  async chooseCover(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel("Cover image", { exact: true }).setInputFiles(file);
  }

  coverPreview() {
    return this.page.getByRole("img", { name: "The book's cover" });
  }

  async removeCover(): Promise<void> {
    await this.page.getByRole("button", { name: "Remove cover" }).click();
  }

  async saveBook(): Promise<void> {
    await this.page.getByRole("button", { name: "Save book" }).click();
  }

  /** Whether an image element has loaded a real picture (not a broken image). */
  async hasLoaded(image: ReturnType<Page["getByRole"]>): Promise<boolean> {
    return image.evaluate((element) => {
      const picture = element as unknown as { complete?: boolean; naturalWidth?: number };
      return picture.complete === true && (picture.naturalWidth ?? 0) > 0;
    });
  }

  /** A chapter with this text, added through the API as the signed-in author. */
  async addChapter(bookId: number, title: string, markup: string): Promise<void> {
    await this.page.request.post(`/api/v1/books/${bookId}/chapters`, { data: { title, markup } });
  }

  /** Clicks "Export DOCX" and answers the download. */
  async exportDocx(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: /^Export DOCX/ }).click();
    return download;
  }
}

/** A real PNG of the given size (solid colour), made without an image library. */
export function generatePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** One file of a zip archive (a DOCX is one), read through the archive's central directory. */
export function readZipEntry(zip: Buffer, name: string): string | null {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) return null;
  let offset = zip.readUInt32LE(end + 16);
  const entries = zip.readUInt16LE(end + 10);
  for (let i = 0; i < entries; i += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    if (zip.toString("utf8", offset + 46, offset + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString("utf8");
    }
    offset += 46 + skip;
  }
  return null;
}
