/** /api/v1/readers: a reader's progress, bookshelf and reviews. Browser-safe. */
import type { z } from "zod";
import type { BookshelfItemView, ReviewView, ReviewViolation } from "../presenters/views/readerBooks.ts";
import type { bookshelfPage, readerBookAnswer, savedReaderBookAnswer } from "../routes/readerBooks/schema.ts";
import type { reviewAnswer, reviewReactionAnswer, reviewsPage } from "../routes/reviews/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";
import type { DoneAnswer } from "./users.ts";

export type { BookshelfItemView, ReviewView, ReviewViolation };

/** Its readerBook is null from GET when the reader has neither opened nor bought the book (a bought, unopened book has firstReadAt null and index 0). */
export type ReaderBookAnswer = z.output<typeof readerBookAnswer>;
type SavedReaderBookAnswer = z.output<typeof savedReaderBookAnswer>;
type BookshelfPage = z.output<typeof bookshelfPage>;

/** POST /readers/books/{bookId}/reader-book: where the reader is (opening a book creates its ReaderBook). */
export interface SaveReaderBookBody {
  /** 1-based index among the published chapters. */
  currentChapterIndex: number;
  /** 0 to 1: of the chapter's text, or of its audio when audiobookMode. */
  currentChapterProgress: number;
  /** Listening rather than reading; left as it was when omitted. */
  audiobookMode?: boolean;
}

export interface SaveReviewBody {
  rating: number;
  title?: string | null;
  markup?: string | null;
}

export type ReviewAnswer = z.output<typeof reviewAnswer>;

export type ReviewsPage = z.output<typeof reviewsPage>;

export interface ReactToReviewBody {
  /** 1 helpful, -1 not, 0 takes the reaction back. */
  value: 1 | -1 | 0;
}

export type ReviewReactionAnswer = z.output<typeof reviewReactionAnswer>;

export interface ReportReviewBody {
  violation: ReviewViolation;
  comment?: string | null;
}

const readerBookPath = (bookId: number) => `/readers/books/${encodeURIComponent(bookId)}`;
const reviewPath = (reviewId: number) => `/readers/reviews/${encodeURIComponent(reviewId)}`;

/** GET /readers/books/{bookId}/reader-book: the signed-in reader's place in the book (null before they open it). */
export function getReaderBook(client: ApiClient, bookId: number, options?: CallOptions): Promise<ReaderBookAnswer> {
  return client.get<ReaderBookAnswer>(`${readerBookPath(bookId)}/reader-book`, options);
}

/** POST /readers/books/{bookId}/reader-book: saves the reader's place; the chapter must be open to them. */
export function saveReaderBook(client: ApiClient, bookId: number, body: SaveReaderBookBody, options?: CallOptions): Promise<SavedReaderBookAnswer> {
  return client.post<SavedReaderBookAnswer>(`${readerBookPath(bookId)}/reader-book`, body, options);
}

/** GET /readers/bookshelf: the signed-in reader's books, last read first. */
export function listBookshelf(client: ApiClient, query: { page?: number; pageSize?: number } = {}, options?: CallOptions): Promise<BookshelfPage> {
  return client.get<BookshelfPage>("/readers/bookshelf", { ...options, query: { ...query } });
}

/** GET /readers/books/{bookId}/reviews: a page of the book's reviews, most helpful first, with its summary. */
export function listReviews(client: ApiClient, bookId: number, query: { page?: number; pageSize?: number } = {}, options?: CallOptions): Promise<ReviewsPage> {
  return client.get<ReviewsPage>(`${readerBookPath(bookId)}/reviews`, { ...options, query: { ...query } });
}

/** POST /readers/books/{bookId}/review: writes or rewrites the reader's one review of the book. */
export function saveReview(client: ApiClient, bookId: number, body: SaveReviewBody, options?: CallOptions): Promise<ReviewAnswer> {
  return client.post<ReviewAnswer>(`${readerBookPath(bookId)}/review`, body, options);
}

/** DELETE /readers/books/{bookId}/review: takes the reader's review (and its reactions) away. */
export function deleteReview(client: ApiClient, bookId: number, options?: CallOptions): Promise<DoneAnswer> {
  return client.del<DoneAnswer>(`${readerBookPath(bookId)}/review`, options);
}

/** POST /readers/reviews/{reviewId}/reaction: the reader's one reaction to another's review. */
export function reactToReview(client: ApiClient, reviewId: number, body: ReactToReviewBody, options?: CallOptions): Promise<ReviewReactionAnswer> {
  return client.post<ReviewReactionAnswer>(`${reviewPath(reviewId)}/reaction`, body, options);
}

/** POST /readers/reviews/{reviewId}/reports: reports a review breaking the rules (docs/product.md, Enumerations: Review violation). */
export function reportReview(client: ApiClient, reviewId: number, body: ReportReviewBody, options?: CallOptions): Promise<DoneAnswer> {
  return client.post<DoneAnswer>(`${reviewPath(reviewId)}/reports`, body, options);
}
