import type { Actor } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** What the export policy decides on: the exported book. */
export interface ExportBookSubject {
  authorId: number;
  deleted: boolean;
}

const NOT_FOUND = "Book not found.";

export const exportsPolicies = {
  /** The owner only: a manuscript holds unpublished text, so to anyone else (admins included) the book does not exist. */
  "book.export": (actor: Actor, book: ExportBookSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    if (book.deleted) return notFound(NOT_FOUND);
    return actor.kind === "user" && actor.authorId !== null && actor.authorId === book.authorId ? true : notFound(NOT_FOUND);
  },
};
