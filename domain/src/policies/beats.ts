import type { Actor } from "../auth/actor.ts";
import { isAdmin } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/**
 * What the beat policies decide on: the beat's book. Beats are the book's
 * outline, so every beat action is a question about the book.
 */
export interface BeatBookSubject {
  authorId: number;
  deleted: boolean;
}

const NOT_FOUND = "Book not found.";

function isOwner(actor: Actor, book: BeatBookSubject): boolean {
  return actor.kind === "user" && actor.authorId !== null && actor.authorId === book.authorId;
}

/** The owner only; to anyone else (admins included) the book does not exist. */
function ownerOnly(actor: Actor, book: BeatBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound(NOT_FOUND);
  return isOwner(actor, book) ? true : notFound(NOT_FOUND);
}

/** The owner, and admins (support looks at a book's outline as at its chapters). */
function ownerOrAdmin(actor: Actor, book: BeatBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound(NOT_FOUND);
  return isOwner(actor, book) || isAdmin(actor) ? true : notFound(NOT_FOUND);
}

export const beatsPolicies = {
  "beat.list": ownerOrAdmin,
  "beat.update": ownerOnly,
  "beat.updateMany": ownerOnly,
  "beat.moveChapters": ownerOnly,
};
