import type { Actor } from "../auth/actor.ts";
import { isAdmin } from "../auth/actor.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** What the book policies need to know about a book. */
export interface BookSubject {
  authorId: number;
  deleted: boolean;
}

const BOOK_NOT_FOUND = "Book not found.";
const AUTHORS_ONLY = "Only authors can have books.";

function isOwner(actor: Actor, book: BookSubject): boolean {
  return actor.kind === "user" && actor.authorId !== null && actor.authorId === book.authorId;
}

function requireAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.authorId !== null ? true : forbidden(AUTHORS_ONLY);
}

/** The owner only; to anyone else the book does not exist, and a deleted book exists for nobody. */
function ownerOnly(actor: Actor, book: BookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return !book.deleted && isOwner(actor, book) ? true : notFound(BOOK_NOT_FOUND);
}

export const bookPolicies = {
  /** The author's own book list: any signed-in author profile. */
  "book.list": (actor: Actor): Decision => requireAuthor(actor),
  "book.create": (actor: Actor): Decision => requireAuthor(actor),

  /** Its owner, and admins (support looks at drafts); a deleted book is gone for everyone. */
  "book.read": (actor: Actor, book: BookSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    if (book.deleted) return notFound(BOOK_NOT_FOUND);
    return isOwner(actor, book) || isAdmin(actor) ? true : notFound(BOOK_NOT_FOUND);
  },
  "book.update": ownerOnly,
  "book.delete": ownerOnly,
};
