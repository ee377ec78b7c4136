import type { Actor } from "../auth/actor.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";
import type { ChapterBookSubject } from "./chapters.ts";

/** What the AI plot template policies need to know about a template: global (no author) or an author's copy. */
export interface AiPlotTemplateSubject {
  authorId: number | null;
}

/** Compiling a template: the template to read and the book it is compiled for. */
export interface CompileAiPlotTemplateSubject {
  template: AiPlotTemplateSubject;
  book: ChapterBookSubject;
}

const TEMPLATE_NOT_FOUND = "AI plot template not found.";
const BOOK_NOT_FOUND = "Book not found.";
const AUTHORS_ONLY = "The AI tools are for authors: create your author profile first.";

function isAuthor(actor: Actor): actor is Actor & { kind: "user"; authorId: number } {
  return actor.kind === "user" && actor.authorId !== null;
}

function requireAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return isAuthor(actor) ? true : forbidden(AUTHORS_ONLY);
}

/**
 * A global template is every author's to use and to edit, an edit making the
 * author's own copy (the global one never changes); an author's copy is
 * theirs alone, and to anyone else it does not exist.
 */
function globalOrOwn(actor: Actor, template: AiPlotTemplateSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (template.authorId === null) return isAuthor(actor) ? true : forbidden(AUTHORS_ONLY);
  return isAuthor(actor) && actor.authorId === template.authorId ? true : notFound(TEMPLATE_NOT_FOUND);
}

export const aiPlotTemplatesPolicies = {
  /** The global templates, each as the author has it. */
  "aiPlotTemplate.list": (actor: Actor): Decision => requireAuthor(actor),
  "aiPlotTemplate.update": globalOrOwn,
  "aiPlotTemplate.restore": globalOrOwn,
  /** A template the actor may use, for a live book of theirs (an admin's is no exception: the compile is priced for the book's author). */
  "aiPlotTemplate.compile": (actor: Actor, { template, book }: CompileAiPlotTemplateSubject): Decision => {
    const decision = globalOrOwn(actor, template);
    if (decision !== true) return decision;
    if (book.deleted || !isAuthor(actor) || actor.authorId !== book.authorId) return notFound(BOOK_NOT_FOUND);
    return true;
  },
};
