import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";
import type { ActiveSession } from "../../auth/actor.ts";
import { ConflictError } from "../../errors.ts";
import type { RateLimiters } from "../../rateLimit.ts";
import { EMAIL_TAKEN } from "../users/createUser.ts";
import { findUserByEmail } from "../users/findUserByEmail.ts";
import { checkCurrentPassword } from "./checkCurrentPassword.ts";
import { endOtherSessions } from "./endOtherSessions.ts";

/**
 * A new sign-in e-mail, given the current password. Every other session ends,
 * as after a password change: the address is how the account is recovered.
 */
export async function changeEmail(input: {
  trx: Knex.Transaction;
  session: ActiveSession;
  currentPassword: string;
  email: string;
  limiter: RateLimiters["signIn"];
  clientAddress: string;
}): Promise<{ user: User; endedSessions: number }> {
  const { trx, session } = input;
  const user = await checkCurrentPassword({
    trx,
    userId: session.userId,
    password: input.currentPassword,
    limiter: input.limiter,
    clientAddress: input.clientAddress,
  });
  const holder = await findUserByEmail(trx, input.email);
  if (holder && holder.id !== user.id) throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  let updated: User;
  try {
    updated = await User.query(trx).patchAndFetchById(user.id, { email: input.email });
  } catch (error) {
    // users_email_lower_unique: another account took the address a moment ago.
    if ((error as { nativeError?: { code?: string } }).nativeError?.code === "23505") throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
  return { user: updated, endedSessions: await endOtherSessions({ trx, session }) };
}
