import type { Knex } from "@storyloom/db";
import { Session } from "@storyloom/db/models";
import type { ActiveSession } from "../../auth/actor.ts";

/**
 * Signs the account out everywhere but here: every other session acting with
 * its rights ends (its own, impersonations of it, and impersonations it runs
 * as an admin). Answers how many ended.
 */
export async function endOtherSessions(input: { trx: Knex.Transaction; session: ActiveSession }): Promise<number> {
  const { session } = input;
  return Session.query(input.trx)
    .where((q) => {
      q.where({ userId: session.userId }).orWhere({ adminId: session.userId });
    })
    .whereNot({ id: session.id })
    .delete();
}
