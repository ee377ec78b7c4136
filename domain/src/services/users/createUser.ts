import type { Knex } from "@storyloom/db";
import { AuthorProfile, ReaderProfile, User } from "@storyloom/db/models";
import { hashPassword } from "@storyloom/db/passwords";
import { ConflictError } from "../../errors.ts";

export const EMAIL_TAKEN = "An account with this email already exists.";

function isUniqueViolation(error: unknown): boolean {
  const e = error as { nativeError?: { code?: string }; code?: string };
  return e?.nativeError?.code === "23505" || e?.code === "23505";
}

/**
 * Sign-up: a User with a ReaderProfile and an AuthorProfile, both named
 * `name` (every user can read and write, docs/architecture.md, Accounts). `email` is already
 * normalised by the schema.
 */
export async function createUser(input: { trx: Knex.Transaction; email: string; password: string; name: string }): Promise<User> {
  const { trx, email, name } = input;
  const password = await hashPassword(input.password);
  let user: User;
  try {
    user = await User.query(trx).insertAndFetch({ email, password, status: "ACTIVE" });
  } catch (error) {
    // users_email_lower_unique: two sign-ups racing for one address.
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  }
  await ReaderProfile.query(trx).insert({ userId: user.id, name });
  await AuthorProfile.query(trx).insert({ userId: user.id, name });
  return user;
}
