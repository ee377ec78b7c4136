import type { Actor } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** What the author-profile policies need to know about a profile. */
export interface AuthorProfileSubject {
  id: number;
  userId: number;
}

function isOwnProfile(actor: Actor, profile: AuthorProfileSubject): boolean {
  return actor.kind === "user" && actor.userId === profile.userId && actor.authorId === profile.id;
}

export const authorProfilePolicies = {
  /** The studio's own profile (payout and fee fields included) is the author's; to anyone else it does not exist. */
  "authorProfile.read": (actor: Actor, profile: AuthorProfileSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    return isOwnProfile(actor, profile) ? true : notFound("Author profile not found.");
  },
  "authorProfile.update": (actor: Actor, profile: AuthorProfileSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    return isOwnProfile(actor, profile) ? true : notFound("Author profile not found.");
  },
};
