import type { Knex } from "@storyloom/db";
import { PasswordResetToken, User } from "@storyloom/db/models";
import { hashPassword } from "@storyloom/db/passwords";
import type { ActiveSession } from "../../auth/actor.ts";
import type { RateLimiters } from "../../rateLimit.ts";
import { checkCurrentPassword } from "./checkCurrentPassword.ts";
import { endOtherSessions } from "./endOtherSessions.ts";

/**
 * A new password, given the current one. Every other session ends (someone
 * who had the old password is out) and open recovery links are used up; the
 * session that asked stays signed in.
 */
export async function changePassword(input: {
  trx: Knex.Transaction;
  session: ActiveSession;
  currentPassword: string;
  newPassword: string;
  limiter: RateLimiters["signIn"];
  clientAddress: string;
  now?: Date;
}): Promise<{ endedSessions: number }> {
  const { trx, session } = input;
  const user = await checkCurrentPassword({
    trx,
    userId: session.userId,
    password: input.currentPassword,
    limiter: input.limiter,
    clientAddress: input.clientAddress,
  });
  await User.query(trx)
    .patch({ password: await hashPassword(input.newPassword) })
    .where({ id: user.id });
  await PasswordResetToken.query(trx)
    .patch({ usedAt: input.now ?? new Date() })
    .where({ userId: user.id })
    .whereNull("usedAt");
  return { endedSessions: await endOtherSessions({ trx, session }) };
}
