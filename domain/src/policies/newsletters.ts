import type { Actor } from "../auth/actor.ts";
import { forbidden, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** An author's newsletters are their own: the services find only the asking author's (anyone else's are not found). */
function requireAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.authorId !== null ? true : forbidden("Newsletters are for authors: create your author profile first.");
}

export const newslettersPolicies = {
  "newsletters.manage": requireAuthor,
};
