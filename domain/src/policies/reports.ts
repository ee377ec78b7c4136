import type { Actor } from "../auth/actor.ts";
import { isAdmin } from "../auth/actor.ts";
import type { ChapterBookSubject } from "./chapters.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** An author's reports are their own: the services read only the asking author's books, series and payments. */
function ownReports(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.authorId !== null ? true : forbidden("Reports are for authors: create your author profile first.");
}

/**
 * A book's reading funnel: its author, and admins (who look at a book's
 * numbers when handling a support request); to anyone else the book does not exist.
 */
function bookFunnel(actor: Actor, book: ChapterBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound("Book not found.");
  const isOwner = actor.authorId !== null && actor.authorId === book.authorId;
  return isOwner || isAdmin(actor) ? true : notFound("Book not found.");
}

export const reportsPolicies = {
  "reports.view": ownReports,
  "reports.funnel": bookFunnel,
};
