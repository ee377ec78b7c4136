import type { Actor } from "../auth/actor.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";
import type { BeatBookSubject } from "./beats.ts";

/** What the outline-template policies need to know about a template. */
export interface OutlineTemplateSubject {
  isGlobal: boolean;
  authorId: number | null;
}

/** Applying a template: the template to read and the book whose outline it replaces. */
export interface ApplyOutlineTemplateSubject {
  template: OutlineTemplateSubject;
  book: BeatBookSubject;
}

const TEMPLATE_NOT_FOUND = "Outline template not found.";
const BOOK_NOT_FOUND = "Book not found.";
const AUTHORS_ONLY = "Only authors can have outline templates.";
const GLOBAL_READ_ONLY = "The templates shipped with Storyloom can't be changed. Save a copy of your own instead.";

function isAuthor(actor: Actor): actor is Actor & { kind: "user"; authorId: number } {
  return actor.kind === "user" && actor.authorId !== null;
}

function isOwnTemplate(actor: Actor, template: OutlineTemplateSubject): boolean {
  return isAuthor(actor) && !template.isGlobal && template.authorId === actor.authorId;
}

function requireAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return isAuthor(actor) ? true : forbidden(AUTHORS_ONLY);
}

/** Global templates are everyone's to read; an author's own are theirs alone, and anyone else's do not exist. */
function canRead(actor: Actor, template: OutlineTemplateSubject): boolean {
  return template.isGlobal || isOwnTemplate(actor, template);
}

/** The owner changes their own; a global one is visible but read-only (403), another author's does not exist (404). */
function ownTemplateOnly(actor: Actor, template: OutlineTemplateSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (isOwnTemplate(actor, template)) return true;
  return template.isGlobal ? forbidden(GLOBAL_READ_ONLY) : notFound(TEMPLATE_NOT_FOUND);
}

export const outlineTemplatesPolicies = {
  /** The global templates and the author's own. */
  "outlineTemplate.list": (actor: Actor): Decision => requireAuthor(actor),
  "outlineTemplate.create": (actor: Actor): Decision => requireAuthor(actor),
  "outlineTemplate.update": ownTemplateOnly,
  "outlineTemplate.delete": ownTemplateOnly,
  /** A template the actor may read, onto a book the actor owns (an admin's is no exception: admins do not write authors' outlines). */
  "outlineTemplate.apply": (actor: Actor, { template, book }: ApplyOutlineTemplateSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    if (!canRead(actor, template)) return notFound(TEMPLATE_NOT_FOUND);
    if (book.deleted || !isAuthor(actor) || actor.authorId !== book.authorId) return notFound(BOOK_NOT_FOUND);
    return true;
  },
};
