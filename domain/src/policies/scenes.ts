import type { Actor } from "../auth/actor.ts";
import { isAdmin } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";
import type { ChapterBookSubject } from "./chapters.ts";

/** A scene belongs to whoever owns its book: every scene action is a question about the book. */
export type SceneBookSubject = ChapterBookSubject;

const NOT_FOUND = "Book not found.";

function isOwner(actor: Actor, book: SceneBookSubject): boolean {
  return actor.kind === "user" && actor.authorId !== null && actor.authorId === book.authorId;
}

/** The owner only; to anyone else (admins included) the book does not exist. */
function ownerOnly(actor: Actor, book: SceneBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound(NOT_FOUND);
  return isOwner(actor, book) ? true : notFound(NOT_FOUND);
}

/** The owner, and admins (who read a book's outline when handling a report), like the chapter list. */
function ownerOrAdmin(actor: Actor, book: SceneBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound(NOT_FOUND);
  return isOwner(actor, book) || isAdmin(actor) ? true : notFound(NOT_FOUND);
}

export const scenesPolicies = {
  "scene.list": ownerOrAdmin,
  "scene.create": ownerOnly,
  "scene.update": ownerOnly,
  "scene.delete": ownerOnly,
  "scene.move": ownerOnly,
};
