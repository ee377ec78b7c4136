import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";
import { verifyPassword } from "@storyloom/db/passwords";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { RateLimiters } from "../../rateLimit.ts";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";

/**
 * The account row, locked, once its current password is confirmed. Guesses
 * count against the sign-in limits of the account and address (a session
 * left open must not become a way to brute-force the password); the right
 * password gives its attempt back.
 */
export async function checkCurrentPassword(input: {
  trx: Knex.Transaction;
  userId: number;
  password: string;
  limiter: RateLimiters["signIn"];
  clientAddress: string;
}): Promise<User> {
  const user = await User.query(input.trx).findById(input.userId).forUpdate();
  if (!user) throw new NotFoundError("User not found.");
  const account = user.email.toLowerCase();
  const keys = { accountAddress: `${account}|${input.clientAddress}`, account, address: input.clientAddress };
  await input.limiter.consume(keys);
  if (!(await verifyPassword(user.password, input.password))) {
    throw new ValidationError(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await input.limiter.refund(keys);
  return user;
}
