import type { Actor } from "../auth/actor.ts";
import type { ChapterBookSubject } from "./chapters.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/**
 * The continuity check of a chapter: its book's owner only (also when an admin
 * acts as them). It may charge the author an AI call, so admins do not run it
 * on their own account; to anyone else the book does not exist.
 */
function ownerOnly(actor: Actor, book: ChapterBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound("Book not found.");
  return actor.kind === "user" && actor.authorId !== null && actor.authorId === book.authorId ? true : notFound("Book not found.");
}

export const continuityPolicies = {
  "continuity.check": ownerOnly,
};
