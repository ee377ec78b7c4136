import type { Knex } from "@storyloom/db";
import { AuthorProfile } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";

/** The signed-in user's own author profile (scoped by user), or NotFoundError. */
export async function findAuthorProfile(input: { actor: UserActor; db: Knex | Knex.Transaction; forUpdate?: boolean }): Promise<AuthorProfile> {
  const query = AuthorProfile.query(input.db).findOne({ userId: input.actor.userId });
  const profile = await (input.forUpdate ? query.forUpdate() : query);
  if (!profile) throw new NotFoundError("Author profile not found.");
  return profile;
}
