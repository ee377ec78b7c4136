import type { Knex } from "@storyloom/db";
import type { ActiveSession, UserActor } from "../../auth/actor.ts";
import { createSession, deleteSession } from "../../auth/sessions.ts";
import type { CreatedSession } from "../../auth/sessions.ts";

/**
 * Swaps the admin's session for a new one of the target user that carries
 * adminId; the admin's own session row is deleted, so its token is dead.
 * The caller has authorized "admin.impersonate".
 */
export async function startImpersonation(input: {
  trx: Knex.Transaction;
  actor: UserActor;
  session: ActiveSession;
  targetUserId: number;
}): Promise<CreatedSession> {
  await deleteSession(input.trx, input.session.id);
  return createSession(input.trx, { userId: input.targetUserId, adminId: input.actor.userId });
}
