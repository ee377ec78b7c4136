import type { Actor } from "../auth/actor.ts";
import { forbidden, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** An author's custom domains are their own: the services find only domains of the asking author's books and series (anyone else's are not found). */
function requireAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.authorId !== null ? true : forbidden("Custom domains are for authors: create your author profile first.");
}

export const customDomainsPolicies = {
  "customDomains.manage": requireAuthor,
};
