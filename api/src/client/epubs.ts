/** /api/v1/books/{bookId}/epub and the readers' personal copies. Browser-safe. */
import type { z } from "zod";
import type { EpubView } from "../presenters/views/epubs.ts";
import type { epubAnswer } from "../routes/epubs/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { EpubView };

/** The answer of every EPUB call but the downloads: the book's EPUB state. */
export type EpubAnswer = z.output<typeof epubAnswer>;

/** The largest EPUB the API takes (50 MB); the studio refuses bigger files before sending them. */
export const EPUB_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** Where a browser downloads the author's current EPUB (a plain link: the answer is an attachment). */
export function epubDownloadPath(bookId: number): string {
  return `/api/v1/books/${encodeURIComponent(bookId)}/epub/download`;
}

/** Where a reader who may read the whole book downloads their personal copy. */
export function readerEpubDownloadPath(bookId: number): string {
  return `/api/v1/readers/books/${encodeURIComponent(bookId)}/download/epub`;
}

/** GET /books/{bookId}/epub: the latest build's state and the current file. */
export function getEpub(client: ApiClient, bookId: number, options?: CallOptions): Promise<EpubAnswer> {
  return client.get<EpubAnswer>(`/books/${encodeURIComponent(bookId)}/epub`, options);
}

/** POST /books/{bookId}/epub/generate: starts a build (the state is BUILDING until the workers finish). */
export function generateEpub(client: ApiClient, bookId: number, options?: CallOptions): Promise<EpubAnswer> {
  return client.post<EpubAnswer>(`/books/${encodeURIComponent(bookId)}/epub/generate`, undefined, options);
}

/** POST /books/{bookId}/epub/upload: the author's own EPUB as multipart field `file`; refused with the checker's messages. */
export function uploadEpub(client: ApiClient, bookId: number, file: Blob, options?: CallOptions): Promise<EpubAnswer> {
  const form = new FormData();
  form.append("file", file);
  return client.post<EpubAnswer>(`/books/${encodeURIComponent(bookId)}/epub/upload`, form, options);
}

/** DELETE /books/{bookId}/epub: readers can no longer download the book. */
export function deleteEpub(client: ApiClient, bookId: number, options?: CallOptions): Promise<EpubAnswer> {
  return client.del<EpubAnswer>(`/books/${encodeURIComponent(bookId)}/epub`, options);
}
