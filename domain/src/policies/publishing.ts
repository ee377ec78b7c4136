import type { Actor } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/**
 * What the publishing policies decide on: the book (for a chapter, the
 * chapter's book). Publishing is the owner's act; an admin acting as the
 * author (impersonation) is that author.
 */
export interface PublishingSubject {
  authorId: number;
  deleted: boolean;
}

const NOT_FOUND = "Book not found.";

/** The owner only; to anyone else (admins included) the book does not exist, and a deleted one exists for nobody. */
function ownerOnly(actor: Actor, book: PublishingSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  const isOwner = actor.authorId !== null && actor.authorId === book.authorId;
  return !book.deleted && isOwner ? true : notFound(NOT_FOUND);
}

export const publishingPolicies = {
  "book.publish": ownerOnly,
  "book.schedulePublish": ownerOnly,
  "book.unpublish": ownerOnly,
  "chapter.publish": ownerOnly,
  "chapter.schedulePublish": ownerOnly,
  "chapter.unpublish": ownerOnly,
};
