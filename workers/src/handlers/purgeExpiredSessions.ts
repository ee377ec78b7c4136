import type { Knex } from "@storyloom/db";
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from "@storyloom/domain/auth/sessions.ts";

/**
 * Deletes sessions past their sliding expiry or their absolute cap (90 days
 * on the platform, 30 on a custom domain: maxAgeOf), password-reset tokens
 * that can no longer be used, and custom domains' grant codes that were used
 * or expired. Idempotent: running it twice deletes nothing the second time.
 */
export async function purgeExpiredSessions(knex: Knex, now = new Date()): Promise<{ sessions: number; resetTokens: number; siteGrants: number }> {
  const sessions = await knex("sessions")
    .where("expiresAt", "<", now)
    .orWhere("createdAt", "<", new Date(now.getTime() - SESSION_MAX_AGE_MS))
    .orWhere((site) => {
      site.whereNotNull("host").where("createdAt", "<", new Date(now.getTime() - SESSION_TTL_MS));
    })
    .delete();
  const siteGrants = await knex("siteGrants").where("expiresAt", "<", now).orWhereNotNull("usedAt").delete();
  const resetTokens = await knex("passwordResetTokens").where("expiresAt", "<", now).orWhereNotNull("usedAt").delete();
  return { sessions, resetTokens, siteGrants };
}
