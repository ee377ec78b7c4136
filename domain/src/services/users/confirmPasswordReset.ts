import type { Knex } from "@storyloom/db";
import { PasswordResetToken, User } from "@storyloom/db/models";
import { hashPassword } from "@storyloom/db/passwords";
import { deleteUserSessions } from "../../auth/sessions.ts";
import { sha256Hex } from "../../auth/tokens.ts";
import { InvalidLinkError } from "../../errors.ts";

/**
 * Sets a new password from a recovery link: the token must be known, unused
 * and unexpired; it and every other open link of the user are used up, and
 * all the user's sessions end.
 */
export async function confirmPasswordReset(input: { trx: Knex.Transaction; token: string; password: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const { trx } = input;
  // FOR UPDATE: two concurrent submissions of one link, only one wins.
  const row = await PasswordResetToken.query(trx)
    .where({ tokenHash: sha256Hex(input.token) })
    .forUpdate()
    .first();
  if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) throw new InvalidLinkError({ token: "This link is invalid or has expired." });
  const user = await User.query(trx).findById(row.userId);
  if (!user || user.status !== "ACTIVE") throw new InvalidLinkError({ token: "This link is invalid or has expired." });
  await User.query(trx)
    .patch({ password: await hashPassword(input.password) })
    .where({ id: user.id });
  await PasswordResetToken.query(trx).patch({ usedAt: now }).where({ userId: user.id }).whereNull("usedAt");
  await deleteUserSessions(trx, user.id);
}
