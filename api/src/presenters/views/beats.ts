// Imports only db enums: see README.md.
import type { ChapterSummaryView } from "./chapters.ts";

/** presentBeat: a beat of a book's outline. */
export interface BeatView {
  id: number;
  bookId: number;
  name: string | null;
  purpose: string | null;
  description: string | null;
  /** 1–5; null: in no act. */
  act: number | null;
  /** The beat's place in the whole outline, 0-based, in act order. */
  orderIndex: number;
}

/** A beat with its chapters in reading order. */
export interface OutlineBeatView extends BeatView {
  chapters: ChapterSummaryView[];
}

/** presentOutline: a book's beats in outline order (act, then orderIndex), and the chapters under no beat. */
export interface OutlineView {
  beats: OutlineBeatView[];
  unassignedChapters: ChapterSummaryView[];
}
