import type { EpubState } from "@storyloom/domain/services/epubs/epubState.ts";
import type { EpubView } from "./views/epubs.ts";

export type { EpubView };

/** The book's EPUB state, dates as ISO strings. */
export function presentEpub(state: EpubState): EpubView {
  return {
    status: state.status,
    requestedAt: state.requestedAt?.toISOString() ?? null,
    finishedAt: state.finishedAt?.toISOString() ?? null,
    error: state.error,
    file: state.file
      ? { name: state.file.name, source: state.file.source, byteSize: state.file.byteSize, createdAt: state.file.createdAt.toISOString() }
      : null,
  };
}
