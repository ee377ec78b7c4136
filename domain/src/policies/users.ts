import type { Actor } from "../auth/actor.ts";
import { isAdmin } from "../auth/actor.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** What the user policies need to know about an account. */
export interface UserSubject {
  id: number;
}

function isOwner(actor: Actor, user: UserSubject): boolean {
  return actor.kind === "user" && actor.userId === user.id;
}

/** Why an admin or an impersonation gets no grant for a custom domain. */
export const PLATFORM_ONLY = "Admins and admins acting as someone stay on the platform: sign in on the custom domain with a reader's account.";

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
  /**
   * Carrying one's own sign-in to a custom domain (a consented grant): a
   * reader's own platform session only. Admins and impersonations never leave
   * the platform (docs/security.md, "Custom domains").
   */
  "user.createRedirectToken": (actor: Actor, user: UserSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    if (!isOwner(actor, user)) return notFound("User not found.");
    if (actor.permissions.includes("ADMIN") || actor.adminId !== undefined || actor.siteHost !== undefined) return forbidden(PLATFORM_ONLY);
    return true;
  },
};
