import type { Knex } from "@storyloom/db";
import { Genre } from "@storyloom/db/models";

/** Every genre, by category (in the spec's order of categories) and then by name. */
export async function listGenres(input: { db: Knex | Knex.Transaction }): Promise<Genre[]> {
  // A PostgreSQL enum sorts in its declared order, which is the spec's.
  return Genre.query(input.db).orderBy("category", "asc").orderBy("name", "asc");
}
