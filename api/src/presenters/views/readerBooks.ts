// Imports only db enums and sibling views: see README.md.
import type { ReviewViolation } from "@storyloom/db/enums";
import type { PublicAuthorRef, PublicBookCardView } from "./readerCatalogue.ts";

export type { ReviewViolation };

/** GET/POST /readers/books/{bookId}/reader-book: a reader's place in a book. */
export interface ReaderBookView {
  id: number;
  bookId: number;
  /** 1-based index of the chapter being read among the published chapters; 0 before the first. */
  currentChapterIndex: number;
  currentChapterId: number | null;
  /** How far into that chapter, 0 to 1: of its text, or of its audio when audiobookMode. */
  currentChapterProgress: number;
  /** The reader was last listening to the chapter's audio, not reading it: the player resumes at the progress. */
  audiobookMode: boolean;
  /** Published chapters the reader has reached. */
  chaptersRead: number;
  firstReadAt: string | null;
  lastReadAt: string | null;
  paidChaptersCount: number;
  entireBook: boolean;
}

/** A book on the reader's bookshelf (GET /readers/bookshelf), last read first. */
export interface BookshelfItemView {
  book: PublicBookCardView;
  readerBook: ReaderBookView;
  /** Published chapters of the book, for "chapter 3 of 12". */
  chaptersCount: number;
  /** Heading of the chapter to continue with ("Chapter 3", or the author's own numbering), null before the first. */
  currentChapterHeading: string | null;
  /** That chapter's own title, when it has one ("The Singing Tree"). */
  currentChapterTitle: string | null;
  /** Suspended by moderation: gone from the storefront, still readable here for what the reader paid for. */
  isSuspended: boolean;
}

/** A review of a book: a reader's rating, title and text (stored on their ReaderBook). */
export interface ReviewView {
  /** The ReaderBook id: reactions and reports name it. */
  id: number;
  bookId: number;
  reader: PublicAuthorRef;
  rating: number;
  title: string | null;
  /** Sanitised HTML. */
  markup: string | null;
  reviewedAt: string;
  /** Sum of the reactions' values (+1 and -1). */
  reviewReactionsSum: number;
  /** The signed-in reader's own reaction: 1, -1, or 0 for none (0 when signed out). */
  myReaction: number;
  /** Whether it is the signed-in reader's own review. */
  isMine: boolean;
}

/** GET /readers/books/{bookId}/reviews: a page of reviews, most helpful first, with the book's summary. */
export interface ReviewsSummaryView {
  rating: number | null;
  reviewsCount: number;
  /** Count per star, index 0 for 1 star. */
  ratingCounts: [number, number, number, number, number];
  /** Whether the signed-in reader may write a review (opened the book); false signed out. */
  canReview: boolean;
  /** The signed-in reader's own review, wherever it is in the list. */
  mine: ReviewView | null;
}
