import { exportBook, exportChapter } from "@storyloom/api/client";
import type { DownloadedFile } from "@storyloom/api/client";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";

/** Hands a downloaded file to the browser to save, under the name the API gave it. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed once it has begun.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads the book (or one chapter) as a DOCX manuscript and saves it. */
export function useExportManuscript(bookId: Id, chapterId?: Id) {
  return useMutation({
    mutationFn: async () => {
      const file = chapterId === undefined ? await exportBook(apiClient, bookId) : await exportChapter(apiClient, bookId, chapterId);
      saveFile(file);
      return file;
    },
  });
}
