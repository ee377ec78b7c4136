import type { Actor } from "../auth/actor.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** The account an actor asks to change: its own. */
export interface AccountSubject {
  id: number;
}

export const accountPolicies = {
  /**
   * E-mail, password and the other sessions of an account: its owner only,
   * and never an admin acting as them (an impersonation must not be a way to
   * take an account over or lock its owner out).
   */
  "account.manage": (actor: Actor, account: AccountSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    if (actor.userId !== account.id) return notFound("User not found.");
    if (actor.adminId !== undefined) return forbidden("While impersonating, an account's e-mail, password and sessions cannot be changed.");
    return true;
  },
};
