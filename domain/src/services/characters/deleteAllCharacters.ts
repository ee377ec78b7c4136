import type { Knex } from "@storyloom/db";
import { StoryBookCharacter } from "@storyloom/db/models";

/**
 * Deletes every character of the book (scenes keep their text and lose the
 * link); answers how many went. The caller holds the book row lock and
 * authorized "character.deleteAll".
 */
export async function deleteAllCharacters(input: { trx: Knex.Transaction; bookId: number }): Promise<number> {
  return StoryBookCharacter.query(input.trx).where({ bookId: input.bookId }).delete();
}
