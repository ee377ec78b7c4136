import type { EpubBuildStatus, EpubSource } from "@storyloom/db/enums";

/** A book's EPUB as the author sees it: the latest build's state, and the current file (kept while a new one builds). */
export interface EpubView {
  /** NONE: never made or deleted; BUILDING: a build is under way; READY: the latest request is the current file; FAILED: see `error`. */
  status: EpubBuildStatus;
  requestedAt: string | null;
  finishedAt: string | null;
  error: string | null;
  file: { name: string; source: EpubSource; byteSize: number; createdAt: string } | null;
}
