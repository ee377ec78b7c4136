import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Storage } from "../../integrations/storage.ts";
import { PayloadTooLargeError, ValidationError } from "../../errors.ts";
import { IMAGE_CONTENT_TYPE, imageKeyOf, imageUrlOf } from "../files/coverImages.ts";
import { sniffImageFormat } from "../files/storeCoverImage.ts";
import { ICON_MAX_BYTES } from "./storyToolFields.ts";

/** The pixel limit for uploads of docs/architecture.md (Limits and defaults): checked from the header before anything is decoded. */
export const ICON_MAX_INPUT_PIXELS = 25_000_000;
/** Stored icons fit in this square, proportions kept, never enlarged. */
export const ICON_MAX_SIDE = 256;

export const ICON_WRONG_FORMAT = "Icons must be PNG, JPEG or WebP images (SVG is not accepted).";
export const ICON_TOO_BIG = "Icons can be at most 2 MB.";
export const ICON_TOO_MANY_PIXELS = "This image is too large: icons can be at most 25 megapixels.";
export const ICON_UNREADABLE = "This icon could not be read. Save it again as PNG, JPEG or WebP.";

function invalid(message: string): ValidationError {
  return new ValidationError(`icon: ${message}`, { icon: message });
}

/**
 * Checks an uploaded icon by its content (never its name or claimed type),
 * re-encodes it as WebP of at most 256 × 256 (which drops its metadata) and
 * stores it as the covers are: under a name made of its bytes, served by the
 * public image route. Answers its address.
 */
export async function storeStoryToolIcon(input: { storage: Storage; publicUrl: string; bytes: Buffer }): Promise<string> {
  const { storage, publicUrl, bytes } = input;
  if (bytes.length > ICON_MAX_BYTES) throw new PayloadTooLargeError(ICON_TOO_BIG);
  const format = sniffImageFormat(bytes);
  if (!format) throw invalid(ICON_WRONG_FORMAT);
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw invalid(ICON_UNREADABLE);
    });
  if (metadata.format !== format) throw invalid(ICON_WRONG_FORMAT);
  if (!metadata.width || !metadata.height) throw invalid(ICON_UNREADABLE);
  if (metadata.width * metadata.height > ICON_MAX_INPUT_PIXELS) throw invalid(ICON_TOO_MANY_PIXELS);

  const data = await sharp(bytes, { limitInputPixels: ICON_MAX_INPUT_PIXELS, failOn: "error" })
    .timeout({ seconds: 20 })
    .rotate()
    .resize({ width: ICON_MAX_SIDE, height: ICON_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer()
    .catch(() => {
      throw invalid(ICON_UNREADABLE);
    });
  const name = `${createHash("sha256").update(data).digest("hex").slice(0, 32)}.webp`;
  await storage.put(imageKeyOf(name), data, IMAGE_CONTENT_TYPE);
  return imageUrlOf(publicUrl, name);
}
