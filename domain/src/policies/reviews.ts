import type { Actor } from "../auth/actor.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";
import { isPublicBook } from "./readerBooks.ts";
import type { PublicBookSubject } from "./readerBooks.ts";

/** Writing a review: the book, and the reader's ReaderBook of it (null before they opened it). */
export interface ReviewWriteSubject {
  book: PublicBookSubject;
  readerBook: { firstReadAt: Date | null } | null;
}

/** A review (the review part of a ReaderBook) with its book. */
export interface ReviewSubject {
  readerId: number;
  reviewedAt: Date | null;
  book: PublicBookSubject;
}

const REVIEW_NOT_FOUND = "Review not found.";

function isOwnReview(actor: Actor, review: ReviewSubject): boolean {
  return actor.kind === "user" && actor.readerId !== null && actor.readerId === review.readerId;
}

/** A review of a public book exists for everyone; one without reviewedAt (never written, or deleted) for nobody. */
function isVisible(review: ReviewSubject): boolean {
  return review.reviewedAt !== null && isPublicBook(review.book);
}

/** Someone else's visible review; `ownMessage` says why one's own is refused. */
function othersReview(ownMessage: string) {
  return (actor: Actor, review: ReviewSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    if (actor.readerId === null || !isVisible(review)) return notFound(REVIEW_NOT_FOUND);
    return isOwnReview(actor, review) ? forbidden(ownMessage) : true;
  };
}

export const reviewPolicies = {
  /**
   * A reader who opened the book (a ReaderBook with firstReadAt) may review it;
   * its author may not rate their own book (docs/decisions/reading.md, Reviews).
   */
  "review.write": (actor: Actor, subject: ReviewWriteSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    if (!isPublicBook(subject.book)) return notFound("Book not found.");
    if (actor.readerId === null) return notFound("Reader profile not found.");
    if (actor.authorId !== null && actor.authorId === subject.book.authorId) return forbidden("You cannot review your own book.");
    return subject.readerBook?.firstReadAt ? true : forbidden("Open the book before reviewing it.");
  },
  /** Only one's own review; anyone else's does not exist for this call. */
  "review.delete": (actor: Actor, review: ReviewSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    return isVisible(review) && isOwnReview(actor, review) ? true : notFound(REVIEW_NOT_FOUND);
  },
  "review.react": othersReview("You cannot react to your own review."),
  "review.report": othersReview("You cannot report your own review."),
};
