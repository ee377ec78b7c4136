import type { Actor } from "../auth/actor.ts";
import { isAdmin } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/**
 * What the chapter policies decide on: the chapter's book. A chapter and its
 * versions belong to whoever owns the book, so every chapter action is a
 * question about the book.
 */
export interface ChapterBookSubject {
  authorId: number;
  deleted: boolean;
}

const NOT_FOUND = "Book not found.";

function isOwner(actor: Actor, book: ChapterBookSubject): boolean {
  return actor.kind === "user" && actor.authorId !== null && actor.authorId === book.authorId;
}

/** The owner only; to anyone else (admins included) the book does not exist. */
function ownerOnly(actor: Actor, book: ChapterBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound(NOT_FOUND);
  return isOwner(actor, book) ? true : notFound(NOT_FOUND);
}

/** The owner, and admins (who look at a book when handling a report or a support request). */
function ownerOrAdmin(actor: Actor, book: ChapterBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound(NOT_FOUND);
  return isOwner(actor, book) || isAdmin(actor) ? true : notFound(NOT_FOUND);
}

export const chapterPolicies = {
  "chapter.list": ownerOrAdmin,
  "chapter.read": ownerOrAdmin,
  "chapter.create": ownerOnly,
  "chapter.update": ownerOnly,
  "chapter.delete": ownerOnly,
  "chapter.move": ownerOnly,
  "chapterVersion.list": ownerOrAdmin,
  "chapterVersion.read": ownerOrAdmin,
  "chapterVersion.create": ownerOnly,
  "chapterVersion.update": ownerOnly,
  "chapterVersion.restore": ownerOnly,
  /** The chapter's audio and its file: admins may listen when handling a report. */
  "chapterAudio.read": ownerOrAdmin,
  /** Upload (replacing) and delete. */
  "chapterAudio.manage": ownerOnly,
};
