import type { Knex } from "@storyloom/db";
import { StoryBookLore } from "@storyloom/db/models";

/** A book's lore entries in order. */
export async function listLores(db: Knex | Knex.Transaction, bookId: number): Promise<StoryBookLore[]> {
  return StoryBookLore.query(db).where({ bookId }).orderBy("orderIndex", "asc").orderBy("id", "asc");
}
