// Imports only db enums and sibling views: see README.md.
import type { BookStatus, BookType } from "@storyloom/db/enums";
import type { GenreView } from "./genres.ts";

export type { BookStatus, BookType };

/** presentBook: a book as its author (or an admin) sees it in the studio. */
export interface BookView {
  id: number;
  type: BookType;
  title: string;
  status: BookStatus;
  description: string | null;
  imgUrl: string | null;
  genreId: number | null;
  genre: GenreView | null;
  seriesId: number | null;
  subscribersOnly: boolean;
  customChapterNumbering: boolean;
  /** Chapters numbered up to this are free. */
  publicChaptersCount: number;
  /** Cents (USD) per chapter bought one by one; null when chapters are not sold one by one. */
  chapterPrice: number | null;
  /** The whole book is for sale, at bundlePrice (cents). */
  bundle: boolean;
  bundlePrice: number | null;
  /** The paywall rules, null when off: only the latest N chapters are paid; a chapter is free X days after its publication; subscribers read new chapters N days early. */
  paidLatestChaptersCount: number | null;
  freeAfterDays: number | null;
  subscriberEarlyDays: number | null;
  readersCount: number;
  viewsCount: number;
  chaptersCount: number;
  /** Words of all chapters' working text (staged edits included). */
  wordsCount: number;
  /** ISO dates; publishedAt is null until the book is first published. */
  publishedAt: string | null;
  /** When a STAGED book goes live; null when it is not scheduled. */
  scheduledPublicationAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Who can read a chapter: anyone; readers who buy it and subscribers; subscribers only; nobody yet (not public). */
export type ChapterAudience = "EVERYONE" | "BUYERS_AND_SUBSCRIBERS" | "SUBSCRIBERS" | "NOBODY_YET";

/** One chapter of GET /books/{bookId}/chapter-access. */
export interface ChapterAudienceView {
  chapterId: number;
  number: number;
  title: string | null;
  /** Who can read it now. */
  today: ChapterAudience;
  /** ISO; the next moment that changes, when one is known (null: a draft, or a change that waits on the author). */
  changesAt: string | null;
  /** Who can read it from changesAt on. */
  then: ChapterAudience | null;
}

/** GET /books/{bookId}/chapter-access: per chapter in reading order, who can read it today and when that changes. */
export interface ChapterAccessOverviewView {
  chapters: ChapterAudienceView[];
}

/** A requirement of publishing a book that it does not meet yet (checkPublishable). */
export type PublishRequirement = "title" | "description" | "genre" | "chapterWithText";

/** How many of a book's published chapters each kind of reader could read if the book went public now. */
export interface ReaderPreviewView {
  publishedChapters: number;
  /** Free to everyone. */
  free: number;
  /** Open to readers who buy them (and to subscribers). */
  forSale: number;
  /** Open to subscribers only. */
  forSubscribers: number;
  /** Open to nobody: not free, not for sale (or the author cannot sell yet), no subscription. */
  closed: number;
}

/** GET /books/{bookId}/is-publishable. */
export interface PublishabilityView {
  isPublishable: boolean;
  missing: PublishRequirement[];
  /** What readers could read if the book were published now, by the readers' own access rule (the publish dialog's verdict). */
  readers: ReaderPreviewView;
}
