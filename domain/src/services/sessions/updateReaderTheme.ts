import type { Knex } from "@storyloom/db";
import { ReaderProfile } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";

/**
 * POST /api/auth/session's update: the reader's theme, on their own reader
 * profile (scoped by reader and user id). Gives the actor as it now is.
 */
export async function updateReaderTheme(input: { actor: UserActor; db: Knex; theme: ReaderProfile["theme"] }): Promise<UserActor> {
  const { actor } = input;
  if (actor.readerId === null) return actor;
  const updated = await ReaderProfile.query(input.db).patch({ theme: input.theme }).where({ id: actor.readerId, userId: actor.userId });
  return updated > 0 ? { ...actor, readerTheme: input.theme } : actor;
}
