import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";
import type { ActiveSession } from "../../auth/actor.ts";
import { createSession, deleteSession } from "../../auth/sessions.ts";
import type { CreatedSession } from "../../auth/sessions.ts";

/**
 * Ends an impersonation session and gives the admin a new session of their
 * own; undefined (signed out) when the admin's account is gone or suspended.
 * The caller has authorized "admin.stopImpersonation".
 */
export async function stopImpersonation(input: { trx: Knex.Transaction; session: ActiveSession }): Promise<CreatedSession | undefined> {
  const { trx, session } = input;
  await deleteSession(trx, session.id);
  if (session.adminId === null) return undefined;
  const admin = await User.query(trx).findById(session.adminId);
  if (!admin || admin.status !== "ACTIVE") return undefined;
  return createSession(trx, { userId: admin.id });
}
