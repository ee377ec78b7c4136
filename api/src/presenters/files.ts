import type { StoredImage } from "@storyloom/domain/services/files/storeCoverImage.ts";
import type { StoredImageView } from "./views/files.ts";

export type { StoredImageView };

/** An uploaded image: its public address (what a book's imgUrl takes), storage key and size. */
export function presentStoredImage(image: StoredImage): StoredImageView {
  return { url: image.url, key: image.key, width: image.width, height: image.height };
}
