import type { Knex } from "@storyloom/db";
import { findUserByEmail } from "./findUserByEmail.ts";

/** Whether an account already uses this address (sign-up's availability check). */
export async function isEmailTaken(input: { db: Knex; email: string }): Promise<boolean> {
  return (await findUserByEmail(input.db, input.email)) !== undefined;
}
