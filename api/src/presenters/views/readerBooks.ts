// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import type { ReviewViolation } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";
import { publicAuthorRef, publicBookCardView } from "./readerCatalogue.ts";

export type { ReviewViolation };

/** GET/POST /readers/books/{bookId}/reader-book: a reader's place in a book. */
export const readerBookView = z
  .object({
    id: count(),
    bookId: count(),
    currentChapterIndex: count().describe("1-based index of the chapter being read among the published chapters; 0 before the first."),
    currentChapterId: count().nullable(),
    currentChapterProgress: z.number().min(0).max(1).describe("How far into that chapter, 0 to 1: of its text, or of its audio when audiobookMode."),
    audiobookMode: z.boolean().describe("The reader was last listening to the chapter's audio, not reading it: the player resumes at the progress."),
    chaptersRead: count().describe("Published chapters the reader has reached."),
    firstReadAt: isoDateTime().nullable(),
    lastReadAt: isoDateTime().nullable(),
    paidChaptersCount: count(),
    entireBook: z.boolean(),
  })
  .meta({ id: "ReaderBook" });
export type ReaderBookView = z.output<typeof readerBookView>;

/** A book on the reader's bookshelf (GET /readers/bookshelf), last read first. */
export const bookshelfItemView = z.object({
  book: publicBookCardView,
  readerBook: readerBookView,
  chaptersCount: count().describe('Published chapters of the book, for "chapter 3 of 12".'),
  currentChapterHeading: z
    .string()
    .nullable()
    .describe('Heading of the chapter to continue with ("Chapter 3", or the author\'s own numbering), null before the first.'),
  currentChapterTitle: z.string().nullable().describe('That chapter\'s own title, when it has one ("The Singing Tree").'),
  isSuspended: z.boolean().describe("Suspended by moderation: gone from the storefront, still readable here for what the reader paid for."),
});
export type BookshelfItemView = z.output<typeof bookshelfItemView>;

/** A review of a book: a reader's rating, title and text (stored on their ReaderBook). */
export const reviewView = z
  .object({
    id: count().describe("The ReaderBook id: reactions and reports name it."),
    bookId: count(),
    reader: publicAuthorRef,
    rating: z.number().int().min(0).max(5),
    title: z.string().nullable(),
    markup: z.string().nullable().describe("Sanitised HTML."),
    reviewedAt: isoDateTime(),
    reviewReactionsSum: z.number().int().describe("Sum of the reactions' values (+1 and -1)."),
    myReaction: z.number().int().min(-1).max(1).describe("The signed-in reader's own reaction: 1, -1, or 0 for none (0 when signed out)."),
    isMine: z.boolean().describe("Whether it is the signed-in reader's own review."),
  })
  .meta({ id: "Review" });
export type ReviewView = z.output<typeof reviewView>;

/** GET /readers/books/{bookId}/reviews: a page of reviews, most helpful first, with the book's summary. */
export const reviewsSummaryView = z.object({
  rating: z.number().nullable(),
  reviewsCount: count(),
  ratingCounts: z.tuple([count(), count(), count(), count(), count()]).describe("Count per star, index 0 for 1 star."),
  canReview: z.boolean().describe("Whether the signed-in reader may write a review (opened the book); false signed out."),
  mine: reviewView.nullable().describe("The signed-in reader's own review, wherever it is in the list."),
});
export type ReviewsSummaryView = z.output<typeof reviewsSummaryView>;
