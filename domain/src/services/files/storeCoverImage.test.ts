import { Readable } from "node:stream";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Storage, StoredFile } from "../../integrations/storage.ts";
import { TOO_MANY_PIXELS, WRONG_FORMAT, sniffImageFormat, storeCoverImage } from "./storeCoverImage.ts";
import { decompressionBombPng, sampleImage } from "./testing.ts";

function memoryStorage(): Storage & { files: Map<string, StoredFile> } {
  const files = new Map<string, StoredFile>();
  return {
    files,
    put: async (key, bytes, contentType) => void files.set(key, { bytes, contentType }),
    get: async (key) => files.get(key) ?? null,
    exists: async (key) => files.has(key),
    info: async (key) => {
      const file = files.get(key);
      return file ? { size: file.bytes.length, contentType: file.contentType } : null;
    },
    openRead: async (key, range) => {
      const file = files.get(key);
      return file ? Readable.from([range ? file.bytes.subarray(range.start, range.end + 1) : file.bytes]) : null;
    },
    delete: async (key) => void files.delete(key),
  };
}

const publicUrl = "http://localhost:8080";

describe("storeCoverImage", () => {
  it.each(["png", "jpeg", "webp"] as const)("keeps a %s as WebP without its metadata, under a name made of its bytes", async (format) => {
    const storage = memoryStorage();
    const upload = await sampleImage(format, 40, 60);
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const stored = await storeCoverImage({ storage, publicUrl, bytes: upload });
    expect(stored).toMatchObject({ width: 40, height: 60 });
    expect(stored.key).toMatch(/^images\/[0-9a-f]{32}\.webp$/);
    expect(stored.url).toBe(`${publicUrl}/api/v1/files/images/${stored.key.slice("images/".length)}`);
    const file = storage.files.get(stored.key)!;
    expect(file.contentType).toBe("image/webp");
    const metadata = await sharp(file.bytes).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
  });

  it("shrinks a large cover to fit 1600 pixels, proportions kept", async () => {
    const stored = await storeCoverImage({ storage: memoryStorage(), publicUrl, bytes: await sampleImage("png", 2000, 3000) });
    expect(stored).toMatchObject({ width: 1067, height: 1600 });
  });

  it("refuses a text file named like an image, and a GIF", async () => {
    const storage = memoryStorage();
    await expect(storeCoverImage({ storage, publicUrl, bytes: Buffer.from("not really a picture") })).rejects.toMatchObject({
      code: "validation_error",
      message: WRONG_FORMAT,
    });
    await expect(storeCoverImage({ storage, publicUrl, bytes: await sampleImage("gif") })).rejects.toMatchObject({
      code: "validation_error",
      message: WRONG_FORMAT,
    });
    expect(storage.files.size).toBe(0);
  });

  it("refuses a small PNG that declares 30000×30000 pixels without decoding it", async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(2000);
    await expect(storeCoverImage({ storage: memoryStorage(), publicUrl, bytes: bomb })).rejects.toMatchObject({
      code: "validation_error",
      message: TOO_MANY_PIXELS,
    });
  });

  it("tells formats apart by their first bytes", () => {
    expect(sniffImageFormat(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImageFormat(Buffer.from("GIF89a"))).toBeNull();
  });
});
