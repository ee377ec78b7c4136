import type { Actor } from "../auth/actor.ts";
import { isAdmin } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";
import type { ChapterBookSubject } from "./chapters.ts";

/**
 * The story bible (characters, lores, ideas, story settings) belongs to
 * whoever owns its book: every action is a question about the book.
 */
export type StoryBibleBookSubject = ChapterBookSubject;

const NOT_FOUND = "Book not found.";

function isOwner(actor: Actor, book: StoryBibleBookSubject): boolean {
  return actor.kind === "user" && actor.authorId !== null && actor.authorId === book.authorId;
}

/** The owner only; to anyone else (admins included) the book does not exist. */
function ownerOnly(actor: Actor, book: StoryBibleBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound(NOT_FOUND);
  return isOwner(actor, book) ? true : notFound(NOT_FOUND);
}

/** The owner, and admins (who read a book's outline and notes when handling a report), like the scene list. */
function ownerOrAdmin(actor: Actor, book: StoryBibleBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound(NOT_FOUND);
  return isOwner(actor, book) || isAdmin(actor) ? true : notFound(NOT_FOUND);
}

export const storyBiblePolicies = {
  "character.list": ownerOrAdmin,
  "character.create": ownerOnly,
  "character.update": ownerOnly,
  "character.delete": ownerOnly,
  "character.deleteAll": ownerOnly,
  "lore.list": ownerOrAdmin,
  "lore.create": ownerOnly,
  "lore.update": ownerOnly,
  "lore.delete": ownerOnly,
  "lore.deleteAll": ownerOnly,
  "idea.list": ownerOrAdmin,
  "idea.create": ownerOnly,
  "idea.update": ownerOnly,
  "storyBookSettings.read": ownerOrAdmin,
  "storyBookSettings.update": ownerOnly,
};
