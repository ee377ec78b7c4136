import type { Actor } from "../auth/actor.ts";
import { isAdmin } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** What the user policies need to know about an account. */
export interface UserSubject {
  id: number;
}

function isOwner(actor: Actor, user: UserSubject): boolean {
  return actor.kind === "user" && actor.userId === user.id;
}

export const userPolicies = {
  /** Seeing an account: its owner and admins; to anyone else it does not exist. */
  "user.read": (actor: Actor, user: UserSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    return isOwner(actor, user) || isAdmin(actor) ? true : notFound("User not found.");
  },
  /** Changing an account's own data (password, e-mail, profiles): its owner only. */
  "user.update": (actor: Actor, user: UserSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    return isOwner(actor, user) ? true : notFound("User not found.");
  },
  /** Carrying one's own session to a custom domain. */
  "user.createRedirectToken": (actor: Actor, user: UserSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    return isOwner(actor, user) ? true : notFound("User not found.");
  },
};
