import type { Knex } from "@storyloom/db";
import { StoryBookCharacter } from "@storyloom/db/models";

/** A book's characters in order. */
export async function listCharacters(db: Knex | Knex.Transaction, bookId: number): Promise<StoryBookCharacter[]> {
  return StoryBookCharacter.query(db).where({ bookId }).orderBy("orderIndex", "asc").orderBy("id", "asc");
}
