import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";
import { deleteUserSessions } from "../../auth/sessions.ts";

/**
 * Suspends or reactivates an account. Suspension ends every session of the
 * user, including impersonations they started as an admin.
 * The caller has authorized "admin.updateUserStatus".
 */
export async function updateUserStatus(input: { trx: Knex.Transaction; userId: number; status: "ACTIVE" | "SUSPENDED" }): Promise<User> {
  const { trx, userId, status } = input;
  await User.query(trx).patch({ status }).where({ id: userId });
  if (status === "SUSPENDED") {
    await deleteUserSessions(trx, userId);
  }
  const user = await User.query(trx).findById(userId).withGraphFetched("[readerProfile, authorProfile]");
  if (!user) throw new Error(`user ${userId} vanished inside its own transaction`);
  return user;
}
