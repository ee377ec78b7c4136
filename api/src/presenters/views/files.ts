// Imports only zod and sibling views: see README.md.
import { z } from "zod";
import { count } from "./paging.ts";

/** POST /files/images/upload: the stored image; `url` is what a book's imgUrl takes. */
export const storedImageView = z.object({
  url: z.string(),
  key: z.string(),
  width: count(),
  height: count(),
});
export type StoredImageView = z.output<typeof storedImageView>;
