import type { BookStatus } from "@storyloom/db/enums";
import type { Actor } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/**
 * A book as the reader side sees it: it exists for readers only while it is
 * public (PUBLISHED, not deleted, not suspended), for its author and admins too.
 * A suspended book stays readable to the readers who keep it (who paid for it
 * or subscribe: services/readers/suspendedBooks.ts), which the loader says in
 * `isKeptByReader`.
 */
export interface PublicBookSubject {
  authorId: number;
  status: BookStatus;
  deleted: boolean;
  isSuspended: boolean;
  /** Only looked up for a suspended book: the asking reader keeps it. */
  isKeptByReader?: boolean;
}

/** On the storefront for everyone: what reviews, reactions and reports need. */
export function isPublicBook(book: PublicBookSubject): boolean {
  return book.status === "PUBLISHED" && !book.deleted && !book.isSuspended;
}

/** Readable by the asking reader: public, or suspended and kept by them. */
export function isReadableBook(book: PublicBookSubject): boolean {
  return book.status === "PUBLISHED" && !book.deleted && (!book.isSuspended || book.isKeptByReader === true);
}

/** A signed-in reader's own place in a book they may read (their progress in a suspended book they keep too). */
function readerOfPublicBook(actor: Actor, book: PublicBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (!isReadableBook(book)) return notFound("Book not found.");
  return actor.readerId === null ? notFound("Reader profile not found.") : true;
}

/** Anything of the signed-in reader's own: every signed-in user reads (sign-up makes a reader profile). */
function ownReaderProfile(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.readerId === null ? notFound("Reader profile not found.") : true;
}

export const readerBookPolicies = {
  "readerBook.read": readerOfPublicBook,
  "readerBook.save": readerOfPublicBook,
  /** The reader's own bookshelf: every signed-in user reads (sign-up makes a reader profile). */
  "bookshelf.list": ownReaderProfile,
  /** The reader's own e-mail choices per author (their e-mail settings page). */
  "readerEmails.list": ownReaderProfile,
  "readerEmails.update": ownReaderProfile,
};
