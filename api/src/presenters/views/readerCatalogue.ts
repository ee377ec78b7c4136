// Imports only db enums and sibling views: see README.md.
import type { BookType, ReaderTheme } from "@storyloom/db/enums";
import type { GenreView } from "./genres.ts";

/** The author as a public page names them. */
export interface PublicAuthorRef {
  id: number;
  name: string | null;
  imgUrl: string | null;
}

/** A published book in a grid of the storefront (GET /readers/books). */
export interface PublicBookCardView {
  id: number;
  /** The canonical slug of /book/{slug}/{id} (bookSlug of the title). */
  slug: string;
  type: BookType;
  title: string;
  imgUrl: string | null;
  genre: GenreView | null;
  author: PublicAuthorRef;
  /** Mean of the reviews' ratings, 1 to 5, null without reviews. */
  rating: number | null;
  reviewsCount: number;
  /** Published chapters. */
  chaptersCount: number;
  /** ISO dates: first publication, and the newest chapter's publication. */
  publishedAt: string | null;
  lastChapterPublishedAt: string | null;
}

/** The series a book belongs to, as its page links it. */
export interface PublicSeriesRef {
  id: number;
  title: string;
  /** 1-based place of the book in it. */
  number: number | null;
}

/** GET /readers/books/{bookId}: a published book's public page. */
export interface PublicBookView extends PublicBookCardView {
  /** Sanitised HTML. */
  description: string | null;
  customChapterNumbering: boolean;
  /** The first this many published chapters, in reading order, are free. */
  publicChaptersCount: number;
  subscribersOnly: boolean;
  /** Price of one chapter in cents, null when chapters are not sold one by one. */
  chapterPrice: number | null;
  /** Price of the entire book in cents, null when it is not sold whole. */
  bundlePrice: number | null;
  series: PublicSeriesRef | null;
  /** Null when the author hides stats from the public (hideStatsFromPublic). */
  readersCount: number | null;
  viewsCount: number | null;
  wordsCount: number;
  /** The theme the author chose for readers (SPEC §4: after the reader's own setting and the session). */
  authorTheme: ReaderTheme | null;
  /** Whether the author offers a subscription readers can take. */
  authorSubscriptionEnabled: boolean;
  /** A custom domain bound to this book (or its series), host name only; null when none. */
  customDomain: string | null;
  /** The author offers an EPUB: a reader who may read every chapter downloads a personal copy (GET /readers/books/{bookId}/download/epub). */
  hasEpub: boolean;
  /** Suspended by moderation: only readers who paid for it or subscribe see it, and nothing is for sale. */
  isSuspended: boolean;
  /** The author charges for the book in some way; false: every chapter is free to read. */
  hasPaywall: boolean;
}

/** How a reader may read a chapter (check-access): open for one reason, or locked. */
export type ChapterAccessReason = "free" | "bought" | "subscribed" | "author" | "admin" | "locked";

/** What would open a locked chapter, for its unlock panel. */
export interface ChapterUnlockOptions {
  /** Whether a sign-in is needed first (anonymous visitor). */
  needsSignIn: boolean;
  /** Free chapters of the book (publicChaptersCount, at most the published ones). */
  freeChaptersCount: number;
  /** Chapters can be bought one by one or in packs: the book has a chapter price, is not subscribersOnly, and the chapter is past its early-access window. */
  canBuyChapters: boolean;
  /** Price of one chapter in cents, when canBuyChapters. */
  chapterPrice: number | null;
  /** Price of the entire book in cents, when the author sells it whole. */
  bundlePrice: number | null;
  /** An author or series subscription opens it. */
  canSubscribe: boolean;
  /** When the chapter becomes free for everyone (ISO), when that is a known time; else null. */
  unlocksFreeAt: string | null;
  /** The chapter is in its subscribers' early-access window until then (ISO): nothing is sold before; else null. */
  subscribersOnlyUntil: string | null;
  /** The chapter packs on offer from this chapter on, in chapters: never more than are left to buy, each cheaper than the whole book; empty when none. */
  chapterPacks: number[];
}

/** GET /readers/books/{bookId}/chapters/{chapterIndex}/check-access. */
export interface ChapterAccessView {
  chapterIndex: number;
  isOpen: boolean;
  reason: ChapterAccessReason;
  /** Present when locked. */
  unlock: ChapterUnlockOptions | null;
}

/** A row of a book's public table of contents: published chapters only, in reading order. */
export interface PublicChapterSummaryView {
  /** 1-based place among the published chapters in reading order: the {chapterIndex} of the chapter calls. */
  index: number;
  title: string | null;
  /** "Chapter 3", or the author's custom numbering when the book uses it. */
  heading: string;
  wordCount: number;
  publishedAt: string | null;
  access: ChapterAccessReason;
  /** The chapter has audio: GET /readers/books/{bookId}/chapters/{chapterIndex}/audio plays it to those who may read it. */
  hasAudio: boolean;
}

/** GET /readers/books/{bookId}/chapters/{chapterIndex}: an open chapter's published text. */
export interface PublicChapterView extends PublicChapterSummaryView {
  bookId: number;
  /** The published, sanitised markup (never the staged text). */
  markup: string;
  previousIndex: number | null;
  nextIndex: number | null;
  chaptersCount: number;
}

/** A book of a public series, in series order. */
export interface PublicSeriesBookView extends PublicBookCardView {
  number: number | null;
  subseriesId: number | null;
  numberInSubseries: number | null;
}

/** A subseries of a public series. */
export interface PublicSubseriesView {
  id: number;
  title: string;
  description: string | null;
  number: number | null;
  bookIds: number[];
}

/** A series in the collection grid (GET /readers/series). */
export interface PublicSeriesCardView {
  id: number;
  title: string;
  imgUrl: string | null;
  author: PublicAuthorRef;
  /** Published books in it. */
  booksCount: number;
  /** The cover of its first published book that has one. */
  coverUrl: string | null;
}

/** A result of GET /readers/search: a public book or a public series, ranked together. */
export type SearchHitView = { kind: "book"; book: PublicBookCardView } | { kind: "series"; series: PublicSeriesCardView };

/** GET /readers/series/{seriesId}: a series with its published books in order. */
export interface PublicSeriesView extends PublicSeriesCardView {
  description: string | null;
  books: PublicSeriesBookView[];
  subseries: PublicSubseriesView[];
  authorTheme: ReaderTheme | null;
  subscriptionEnabled: boolean;
  customDomain: string | null;
}

/** GET /readers/author-profiles/{authorId}: an author's public page. */
export interface PublicAuthorProfileView {
  id: number;
  name: string | null;
  /** Sanitised HTML. */
  bio: string | null;
  website: string | null;
  twitter: string | null;
  imgUrl: string | null;
  theme: ReaderTheme | null;
  subscriptionEnabled: boolean;
  /** In cents, when subscriptionEnabled. */
  subscriptionAmount: number | null;
  publishedBooksCount: number;
  /** Null when the author hides stats from the public. */
  readersCount: number | null;
  books: PublicBookCardView[];
}

/** A sent newsletter on the author's public page. */
export interface PublicNewsletterView {
  id: number;
  subject: string;
  /** Sanitised HTML. */
  markup: string | null;
  sentAt: string;
}
