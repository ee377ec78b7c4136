import type { Knex } from "@storyloom/db";
import { ReaderProfile } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";

/** The signed-in user's own reader profile (scoped by user), or NotFoundError. */
export async function findReaderProfile(input: { actor: UserActor; db: Knex | Knex.Transaction; forUpdate?: boolean }): Promise<ReaderProfile> {
  const query = ReaderProfile.query(input.db).findOne({ userId: input.actor.userId });
  const profile = await (input.forUpdate ? query.forUpdate() : query);
  if (!profile) throw new NotFoundError("Reader profile not found.");
  return profile;
}
