import type { Knex } from "@storyloom/db";
import type { ActiveSession } from "../../auth/actor.ts";
import { deleteSession } from "../../auth/sessions.ts";

/** Ends the current session only; other devices stay signed in. */
export async function signOut(input: { db: Knex; session: ActiveSession }): Promise<void> {
  await deleteSession(input.db, input.session.id);
}
