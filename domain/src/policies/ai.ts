import type { Actor } from "../auth/actor.ts";
import { forbidden, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

const AUTHORS_ONLY = "The AI tools are for authors: create your author profile first.";

/** AI calls, preferences and usage are an author's own: no subject beyond the actor, each call scoped to them. */
function requireAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.authorId !== null ? true : forbidden(AUTHORS_ONLY);
}

/** A balance is the user's own (authors spend it on AI, readers will top it up too). */
function requireUser(actor: Actor): Decision {
  return actor.kind === "anonymous" ? unauthenticated : true;
}

export const aiPolicies = {
  "ai.call": requireAuthor,
  "ai.status": requireUser,
  "ai.usage.read": requireAuthor,
  "ai.preferences.read": requireAuthor,
  "ai.preferences.update": requireAuthor,
  "balance.read": requireUser,
};
