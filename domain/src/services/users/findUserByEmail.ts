import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";

/** The user with this address, compared case-insensitively as users_email_lower_unique does. */
export async function findUserByEmail(db: Knex | Knex.Transaction, email: string): Promise<User | undefined> {
  return User.query(db).whereRaw("lower(email) = ?", [email.trim().toLowerCase()]).first();
}
