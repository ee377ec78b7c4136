import type { ActiveSession, Actor } from "../auth/actor.ts";
import { isAdmin } from "../auth/actor.ts";
import { forbidden, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** An account as the admin policies see it. */
export interface AdminTarget {
  id: number;
  status: "ACTIVE" | "SUSPENDED";
  /** Whether the account holds an unexpired ADMIN permission. */
  isAdmin: boolean;
}

const ADMINS_ONLY = "Only admins can do this.";

function requireAdmin(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return isAdmin(actor) ? true : forbidden(ADMINS_ONLY);
}

export const adminPolicies = {
  /** Entering the admin area at all, before any account is loaded (so no account id leaks to non-admins). */
  "admin.access": (actor: Actor): Decision => requireAdmin(actor),

  "admin.listUsers": (actor: Actor): Decision => requireAdmin(actor),

  /** Reported reviews: reading the queue, dismissing reports, notes, hiding and restoring reviews. */
  "admin.moderateReviews": (actor: Actor): Decision => requireAdmin(actor),

  /** Books and series: listing them all (drafts too) and suspending or restoring them. */
  "admin.moderateCatalogue": (actor: Actor): Decision => requireAdmin(actor),

  /** The AI moderation flags of every author. */
  "admin.listAiModerations": (actor: Actor): Decision => requireAdmin(actor),

  /** The record of what admins did. */
  "admin.readAuditLog": (actor: Actor): Decision => requireAdmin(actor),

  "admin.updateUserStatus": (actor: Actor, target: AdminTarget): Decision => {
    const admin = requireAdmin(actor);
    if (admin !== true) return admin;
    if (actor.kind === "user" && actor.userId === target.id) return forbidden("You cannot change the status of your own account.");
    return true;
  },

  /** Lifting a suspension of the AI tools that moderation set (an admin's own too: it is a review, not a privilege). */
  "admin.liftAiSuspension": (actor: Actor, _target: AdminTarget): Decision => requireAdmin(actor),

  /** Promotional AI credit: to anyone but oneself (an admin does not pay themselves). */
  "admin.grantPromoCredit": (actor: Actor, target: AdminTarget): Decision => {
    const admin = requireAdmin(actor);
    if (admin !== true) return admin;
    if (actor.kind === "user" && actor.userId === target.id) return forbidden("You cannot give credit to your own account.");
    return true;
  },

  "admin.impersonate": (actor: Actor, target: AdminTarget): Decision => {
    const admin = requireAdmin(actor);
    if (admin !== true) return admin;
    if (actor.kind === "user" && actor.userId === target.id) return forbidden("You cannot impersonate yourself.");
    if (target.status !== "ACTIVE") return forbidden("Only active accounts can be impersonated.");
    // Impersonating another admin would hand over their admin rights under
    // someone else's name; admins act as themselves.
    if (target.isAdmin) return forbidden("Admins cannot be impersonated.");
    return true;
  },

  /** Stopping needs no ADMIN permission on the actor (who is the impersonated user), only a session that carries adminId. */
  "admin.stopImpersonation": (actor: Actor, session: ActiveSession | null): Decision => {
    if (actor.kind === "anonymous" || !session) return unauthenticated;
    return session.adminId !== null ? true : forbidden("You are not impersonating anyone.");
  },
};
