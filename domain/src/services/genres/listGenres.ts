import type { Knex } from "@storyloom/db";
import { Genre } from "@storyloom/db/models";

/** Every genre, by category (in the order of categories of docs/product.md, Enumerations) and then by name. */
export async function listGenres(input: { db: Knex | Knex.Transaction }): Promise<Genre[]> {
  // A PostgreSQL enum sorts in its declared order, which is that of docs/product.md (Enumerations).
  return Genre.query(input.db).orderBy("category", "asc").orderBy("name", "asc");
}
