import type { Actor } from "../auth/actor.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** What the series policies decide on: a series (or a subseries' series), or a book being reordered in one. */
export interface SeriesSubject {
  authorId: number;
  deleted: boolean;
}

const SERIES_NOT_FOUND = "Collection not found.";
const BOOK_NOT_FOUND = "Book not found.";
const AUTHORS_ONLY = "Only authors can have collections.";

function isOwner(actor: Actor, subject: SeriesSubject): boolean {
  return actor.kind === "user" && actor.authorId !== null && actor.authorId === subject.authorId;
}

function requireAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.authorId !== null ? true : forbidden(AUTHORS_ONLY);
}

/** The owner only; to anyone else (admins included) the series does not exist, and a deleted one exists for nobody. */
function ownerOnly(actor: Actor, series: SeriesSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return !series.deleted && isOwner(actor, series) ? true : notFound(SERIES_NOT_FOUND);
}

export const seriesPolicies = {
  /** The author's own collections: any signed-in author profile. */
  "series.list": (actor: Actor): Decision => requireAuthor(actor),
  "series.create": (actor: Actor): Decision => requireAuthor(actor),
  "series.read": ownerOnly,
  "series.update": ownerOnly,
  "series.delete": ownerOnly,
  "subseries.create": ownerOnly,
  "subseries.update": ownerOnly,
  "subseries.delete": ownerOnly,
  /** Moving a book within its series: a question about the book (its owner, not deleted). */
  "book.reorder": (actor: Actor, book: SeriesSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    return !book.deleted && isOwner(actor, book) ? true : notFound(BOOK_NOT_FOUND);
  },
};
