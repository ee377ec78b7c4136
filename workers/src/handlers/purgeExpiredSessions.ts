import type { Knex } from "@storyloom/db";
import { SESSION_MAX_AGE_MS } from "@storyloom/domain/auth/sessions.ts";

/**
 * Deletes sessions past their sliding expiry or their absolute cap, and
 * password-reset tokens that can no longer be used. Idempotent: running it
 * twice deletes nothing the second time.
 */
export async function purgeExpiredSessions(knex: Knex, now = new Date()): Promise<{ sessions: number; resetTokens: number }> {
  const sessions = await knex("sessions")
    .where("expiresAt", "<", now)
    .orWhere("createdAt", "<", new Date(now.getTime() - SESSION_MAX_AGE_MS))
    .delete();
  const resetTokens = await knex("passwordResetTokens")
    .where("expiresAt", "<", now)
    .orWhereNotNull("usedAt")
    .delete();
  return { sessions, resetTokens };
}
