import type { Actor } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";
import type { ChapterBookSubject } from "./chapters.ts";

const NOT_FOUND = "Book not found.";

/**
 * Compiling a built-in AI tool reads the book's story bible and prices a run
 * on the author's balance: the book's owner only. To anyone else, admins
 * included (they do not spend an author's balance), the book does not exist.
 */
function ownerOnly(actor: Actor, book: ChapterBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound(NOT_FOUND);
  return actor.authorId !== null && actor.authorId === book.authorId ? true : notFound(NOT_FOUND);
}

export const aiToolsPolicies = {
  "aiTool.compile": ownerOnly,
};
