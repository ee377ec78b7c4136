/** /api/v1/books/{bookId}/export: manuscripts as DOCX files. Browser-safe. */
import type { ApiClient, CallOptions } from "./apiClient.ts";

/** A downloaded file: its bytes and the name the API gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export const DOCX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The file name of a Content-Disposition header (filename*= first), or `fallback`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

async function download(client: ApiClient, path: string, options?: CallOptions): Promise<DownloadedFile> {
  const response = await client.request("POST", path, { ...options, raw: true, headers: { Accept: DOCX_CONTENT_TYPE } });
  return { blob: await response.blob(), filename: filenameOf(response.headers.get("Content-Disposition"), "manuscript.docx") };
}

/** POST /books/{bookId}/export: the whole book as a standard-manuscript DOCX (the working text). */
export function exportBook(client: ApiClient, bookId: number, options?: CallOptions): Promise<DownloadedFile> {
  return download(client, `/books/${encodeURIComponent(bookId)}/export`, options);
}

/** POST /books/{bookId}/chapters/{chapterId}/export: one chapter as a standard-manuscript DOCX. */
export function exportChapter(client: ApiClient, bookId: number, chapterId: number, options?: CallOptions): Promise<DownloadedFile> {
  return download(client, `/books/${encodeURIComponent(bookId)}/chapters/${encodeURIComponent(chapterId)}/export`, options);
}
