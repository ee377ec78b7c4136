import type { Knex } from "@storyloom/db";
import { Series } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";

/**
 * Loads a series scoped to the actor's author profile, or NotFoundError; a
 * deleted one is loaded too, for the policy to refuse. `forUpdate` locks the
 * row: every change of a series' books or subseries queues on it, which keeps
 * their numbering dense and subseries routes unique.
 */
export async function findOwnSeries(input: { actor: UserActor; db: Knex | Knex.Transaction; seriesId: number; forUpdate?: boolean }): Promise<Series> {
  const { actor } = input;
  if (actor.authorId === null) throw new NotFoundError("Collection not found.");
  const query = Series.query(input.db).findById(input.seriesId).where("series.authorId", actor.authorId);
  const series = await (input.forUpdate ? query.forUpdate() : query);
  if (!series) throw new NotFoundError("Collection not found.");
  return series;
}
