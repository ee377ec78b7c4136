import type { Knex } from "@storyloom/db";

/**
 * Deletes expired sessions and password-reset tokens that can no longer be
 * used. Idempotent: running it twice deletes nothing the second time.
 */
export async function purgeExpiredSessions(knex: Knex, now = new Date()): Promise<{ sessions: number; resetTokens: number }> {
  const sessions = await knex("sessions").where("expiresAt", "<", now).delete();
  const resetTokens = await knex("passwordResetTokens")
    .where("expiresAt", "<", now)
    .orWhereNotNull("usedAt")
    .delete();
  return { sessions, resetTokens };
}
