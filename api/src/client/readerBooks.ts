/** /api/v1/readers: a reader's progress, bookshelf and reviews. Browser-safe. */
import type { z } from "zod";
import type { BookshelfItemView, ReviewView, ReviewViolation } from "../presenters/views/readerBooks.ts";
import type { bookshelfPage, bookshelfQuery, readerBookAnswer, saveReaderBookBody, savedReaderBookAnswer } from "../routes/readerBooks/schema.ts";
import type {
  listReviewsQuery,
  reactToReviewBody,
  reportReviewBody,
  reviewAnswer,
  reviewReactionAnswer,
  reviewsPage,
  saveReviewBody,
} from "../routes/reviews/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";
import type { DoneAnswer } from "./users.ts";

export type { BookshelfItemView, ReviewView, ReviewViolation };

/** Its readerBook is null from GET when the reader has neither opened nor bought the book (a bought, unopened book has firstReadAt null and index 0). */
export type ReaderBookAnswer = z.output<typeof readerBookAnswer>;
type SavedReaderBookAnswer = z.output<typeof savedReaderBookAnswer>;
type BookshelfPage = z.output<typeof bookshelfPage>;

/**
 * POST /readers/books/{bookId}/reader-book: where the reader is (opening a book creates its ReaderBook):
 * currentChapterIndex is 1-based among the published chapters; currentChapterProgress 0 to 1, of the
 * chapter's text or of its audio when audiobookMode (listening rather than reading; left as it was when omitted).
 */
export type SaveReaderBookBody = z.input<typeof saveReaderBookBody>;
export type BookshelfQuery = QueryOf<typeof bookshelfQuery>;

/** POST /readers/books/{bookId}/review: a rating of 1 to 5, and a title and text that may be left out. */
export type SaveReviewBody = z.input<typeof saveReviewBody>;
export type ListReviewsQuery = QueryOf<typeof listReviewsQuery>;

export type ReviewAnswer = z.output<typeof reviewAnswer>;

export type ReviewsPage = z.output<typeof reviewsPage>;

/** `value`: 1 helpful, -1 not, 0 takes the reaction back. */
export type ReactToReviewBody = z.input<typeof reactToReviewBody>;

export type ReviewReactionAnswer = z.output<typeof reviewReactionAnswer>;

export type ReportReviewBody = z.input<typeof reportReviewBody>;

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
export function listBookshelf(client: ApiClient, query: BookshelfQuery = {}, options?: CallOptions): Promise<BookshelfPage> {
  return client.get<BookshelfPage>("/readers/bookshelf", { ...options, query });
}

/** GET /readers/books/{bookId}/reviews: a page of the book's reviews, most helpful first, with its summary. */
export function listReviews(client: ApiClient, bookId: number, query: ListReviewsQuery = {}, options?: CallOptions): Promise<ReviewsPage> {
  return client.get<ReviewsPage>(`${readerBookPath(bookId)}/reviews`, { ...options, query });
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
