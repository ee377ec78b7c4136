import type { BookStatus } from "@storyloom/db/enums";
import type { Actor } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/**
 * A book as the reader side sees it: it exists for readers only while it is
 * public (PUBLISHED, not deleted, not suspended), for its author and admins too.
 */
export interface PublicBookSubject {
  authorId: number;
  status: BookStatus;
  deleted: boolean;
  isSuspended: boolean;
}

export function isPublicBook(book: PublicBookSubject): boolean {
  return book.status === "PUBLISHED" && !book.deleted && !book.isSuspended;
}

/** A signed-in reader's own place in a public book. */
function readerOfPublicBook(actor: Actor, book: PublicBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (!isPublicBook(book)) return notFound("Book not found.");
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
