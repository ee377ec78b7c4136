// Imports only db enums: see README.md.
import type { ChapterStatus } from "@storyloom/db/enums";

export type { ChapterStatus };

/**
 * presentChapterSummary: a row of a book's chapter list (no markup). Title and
 * customNumbering are the author's working text: the staged ones of a
 * published chapter when it has them.
 */
export interface ChapterSummaryView {
  id: number;
  number: number;
  title: string | null;
  status: ChapterStatus;
  customNumbering: string | null;
  /** Words of the working markup. */
  wordCount: number;
  /** ISO date. */
  updatedAt: string;
  /** Send it back with an edit: an edit made from an older version is refused (409). */
  version: number;
  /** A published chapter holds edits its readers do not see yet. */
  hasStagedChanges: boolean;
}

/** presentChapter: a whole chapter, its live text and its staged edits. */
export interface ChapterView {
  id: number;
  bookId: number;
  number: number;
  status: ChapterStatus;
  /** The live text (what readers of a published chapter read). */
  title: string | null;
  markup: string | null;
  customNumbering: string | null;
  /** Edits of a published chapter not yet published; null: none. */
  stagedTitle: string | null;
  stagedMarkup: string | null;
  stagedCustomNumbering: string | null;
  hasStagedChanges: boolean;
  wordCount: number;
  version: number;
  sendEmailWhenPublished: boolean;
  /** ISO dates. */
  scheduledPublicationAt: string | null;
  scheduledUnlockAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The `current` of a 409 edit_conflict: the chapter's working text as it is now. */
export interface ChapterConflictView {
  version: number;
  title: string | null;
  markup: string | null;
  customNumbering: string | null;
  /** ISO date. */
  updatedAt: string;
}

/** presentChapterVersionSummary: a row of a chapter's version list. */
export interface ChapterVersionSummaryView {
  id: number;
  /** The author's name for it; null for a version kept automatically before an edit. */
  versionName: string | null;
  /** ISO date. */
  createdAt: string;
  /** The chapter's version whose text this is. */
  snapshotVersion: number | null;
  wordCount: number;
}

/** presentChapterVersion: a version with its markup. */
export interface ChapterVersionView extends ChapterVersionSummaryView {
  chapterId: number;
  markup: string | null;
}
