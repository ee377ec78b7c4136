import type { Actor } from "../auth/actor.ts";
import { forbidden, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** A book's assistants are its author's: the services find only the asking author's books and assistants (anyone else's are not found). */
function requireAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.authorId !== null ? true : forbidden("The assistant is for authors: create your author profile first.");
}

export const assistantsPolicies = {
  "assistants.manage": requireAuthor,
};
