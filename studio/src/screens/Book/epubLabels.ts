import type { EpubView } from "@storyloom/api/client";

/** "1.2 MB", "830 kB", "512 bytes". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** One line for the EPUB's state: what the author sees beside the buttons. */
export function epubStatusLabel(epub: EpubView): string {
  switch (epub.status) {
    case "BUILDING":
      return "Building…";
    case "FAILED":
      return `Failed: ${epub.error ?? "the build did not finish."}`;
    case "READY":
    case "NONE":
      if (!epub.file) return "No EPUB yet.";
      return `Ready (${epub.file.source === "UPLOADED" ? "uploaded" : "generated"} ${DATE.format(new Date(epub.file.createdAt))}, ${fileSizeLabel(epub.file.byteSize)})`;
  }
}
