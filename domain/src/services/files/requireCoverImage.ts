import type { Storage } from "../../integrations/storage.ts";
import { ValidationError } from "../../errors.ts";
import { imageKeyOf, imageNameOfUrl } from "./coverImages.ts";

export const NOT_OUR_COVER = "Upload the cover here: only images uploaded to Storyloom can be used.";

/**
 * Accepts a book's cover address only when it is one of our own uploaded
 * images that is still stored: a book never shows (or makes readers' browsers
 * fetch) an image from elsewhere. null and undefined (no change) pass.
 */
export async function requireCoverImage(input: { storage: Storage; publicUrl: string; imgUrl: string | null | undefined }): Promise<void> {
  const { storage, publicUrl, imgUrl } = input;
  if (imgUrl === null || imgUrl === undefined) return;
  const name = imageNameOfUrl(publicUrl, imgUrl);
  if (name === null || !(await storage.exists(imageKeyOf(name)))) {
    throw new ValidationError(NOT_OUR_COVER, { imgUrl: NOT_OUR_COVER });
  }
}
