import type { Knex } from "@storyloom/db";
import { ReaderProfile } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";

/** The signed-in user's own reader profile (scoped by user), or NotFoundError. */
export async function findReaderProfile(input: { actor: UserActor; db: Knex | Knex.Transaction }): Promise<ReaderProfile> {
  const profile = await ReaderProfile.query(input.db).findOne({ userId: input.actor.userId });
  if (!profile) throw new NotFoundError("Reader profile not found.");
  return profile;
}
