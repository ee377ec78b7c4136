import type { Knex } from "@storyloom/db";
import { actorFromUser, createSession, deleteSession, findUserForActor } from "../../auth/sessions.ts";
import type { CreatedSession } from "../../auth/sessions.ts";
import { verifyDummyPassword, verifyPassword } from "@storyloom/db/passwords";
import { AccountSuspendedError, InvalidCredentialsError } from "../../errors.ts";
import type { RateLimiters } from "../../rateLimit.ts";
import { findUserByEmail } from "../users/findUserByEmail.ts";

export const SIGN_IN_PROVIDERS = ["credentials", "admin-credentials"] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export function isSignInProvider(value: string): value is SignInProvider {
  return (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Checks e-mail and password (and, for admin-credentials, an unexpired ADMIN
 * permission) and starts a new session, deleting the one the browser had:
 * a token planted before sign-in is worthless after it. Every attempt counts
 * against the failure limits (RATE_LIMITS.signIn) until it succeeds.
 */
export async function signIn(input: {
  knex: Knex;
  limiter: RateLimiters["signIn"];
  provider: SignInProvider;
  email: string;
  password: string;
  clientAddress: string;
  previousSessionId: string | null;
  now?: Date;
}): Promise<CreatedSession> {
  const now = input.now ?? new Date();
  const account = input.email.toLowerCase();
  const limitKeys = { accountAddress: `${account}|${input.clientAddress}`, account, address: input.clientAddress };
  await input.limiter.consume(limitKeys);

  const found = await findUserByEmail(input.knex, input.email);
  const passwordMatches = found ? await verifyPassword(found.password, input.password) : await verifyDummyPassword(input.password);
  if (!found || !passwordMatches) throw new InvalidCredentialsError();
  const user = await findUserForActor(input.knex, found.id);
  if (!user) throw new InvalidCredentialsError();
  if (input.provider === "admin-credentials" && !actorFromUser(user, now).permissions.includes("ADMIN")) {
    throw new InvalidCredentialsError();
  }
  // The right password: not a failure, whatever follows.
  await input.limiter.refund(limitKeys);
  if (user.status !== "ACTIVE") throw new AccountSuspendedError();

  return input.knex.transaction(async (trx) => {
    if (input.previousSessionId) await deleteSession(trx, input.previousSessionId);
    return createSession(trx, { userId: user.id, now });
  });
}
