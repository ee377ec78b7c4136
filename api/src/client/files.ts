/** /api/v1/files: cover image uploads. Browser-safe. */
import type { z } from "zod";
import type { storedImageAnswer } from "../routes/files/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type StoredImageAnswer = z.output<typeof storedImageAnswer>;

/** The largest cover the API takes (10 MB); the studio refuses bigger files before sending them. */
export const COVER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * POST /files/images/upload: sends the image as multipart field `file`;
 * answers where it is stored (`url` is what a book's imgUrl takes).
 */
export function uploadImage(client: ApiClient, file: Blob, options?: CallOptions): Promise<StoredImageAnswer> {
  const form = new FormData();
  form.append("file", file);
  return client.post<StoredImageAnswer>("/files/images/upload", form, options);
}
