import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Storage } from "../../integrations/storage.ts";
import { PayloadTooLargeError, ValidationError } from "../../errors.ts";
import { IMAGE_CONTENT_TYPE, imageKeyOf, imageUrlOf } from "./coverImages.ts";

/** docs/decisions/chapters-and-files.md (Covers): what an upload may be and what is kept of it. */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
/** Decoding is refused above this many pixels, whatever the file's size: a small file may declare a huge image. */
export const COVER_MAX_INPUT_PIXELS = 40_000_000;
/** Stored covers fit in this square, proportions kept, never enlarged. */
export const COVER_MAX_SIDE = 1600;

export const WRONG_FORMAT = "Cover images must be PNG, JPEG or WebP.";
export const TOO_BIG = "Cover images can be at most 10 MB.";
export const TOO_MANY_PIXELS = "This image is too large: covers can be at most 40 megapixels.";
export const UNREADABLE = "This image could not be read. Save it again as PNG, JPEG or WebP.";

type CoverFormat = "png" | "jpeg" | "webp";

/** The format the first bytes show, whatever the file is called or claims to be. */
export function sniffImageFormat(bytes: Uint8Array): CoverFormat | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  // RIFF <size> WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export interface StoredImage {
  url: string;
  key: string;
  width: number;
  height: number;
}

function invalid(message: string): ValidationError {
  return new ValidationError(message, { file: message });
}

/**
 * Checks an uploaded cover by its content, re-encodes it (which drops its
 * metadata: camera, place, anything hidden after the image data) as WebP no
 * larger than the cover size, and stores it under a name made of its bytes.
 */
export async function storeCoverImage(input: { storage: Storage; publicUrl: string; bytes: Buffer }): Promise<StoredImage> {
  const { storage, publicUrl, bytes } = input;
  if (bytes.length > COVER_MAX_BYTES) throw new PayloadTooLargeError(TOO_BIG);
  const format = sniffImageFormat(bytes);
  if (!format) throw invalid(WRONG_FORMAT);

  // The header alone tells the declared size: a decompression bomb stops here, before any pixel is decoded.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw invalid(UNREADABLE);
    });
  if (metadata.format !== format) throw invalid(WRONG_FORMAT);
  if (!metadata.width || !metadata.height) throw invalid(UNREADABLE);
  if (metadata.width * metadata.height > COVER_MAX_INPUT_PIXELS) throw invalid(TOO_MANY_PIXELS);

  const { data, info } = await sharp(bytes, { limitInputPixels: COVER_MAX_INPUT_PIXELS, failOn: "error" })
    .timeout({ seconds: 20 })
    // Turned as the camera meant before the orientation tag goes with the rest of the metadata.
    .rotate()
    .resize({ width: COVER_MAX_SIDE, height: COVER_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw invalid(UNREADABLE);
    });

  const name = `${createHash("sha256").update(data).digest("hex").slice(0, 32)}.webp`;
  const key = imageKeyOf(name);
  await storage.put(key, data, IMAGE_CONTENT_TYPE);
  return { url: imageUrlOf(publicUrl, name), key, width: info.width, height: info.height };
}
