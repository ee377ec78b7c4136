import type { Knex } from "@storyloom/db";
import type { StoryBookCharacter } from "@storyloom/db/models";
import { placeInBookOrder } from "../storyBible/bookOrder.ts";
import { CHARACTERS } from "./characterFields.ts";
import type { CharacterChanges } from "./characterFields.ts";

/**
 * Saves the character fields that were sent (null clears an optional one)
 * and, with `orderIndex`, moves the character to that place of the book's
 * list, the others shifting to make room. The caller holds the book row lock
 * and authorized "character.update".
 */
export async function updateCharacter(input: {
  trx: Knex.Transaction;
  character: StoryBookCharacter;
  changes: CharacterChanges;
  orderIndex?: number | undefined;
}): Promise<StoryBookCharacter> {
  const { trx, character, changes } = input;
  if (input.orderIndex !== undefined) await placeInBookOrder(trx, CHARACTERS, character.bookId, character.id, input.orderIndex);
  if (Object.values(changes).every((value) => value === undefined)) return character.$query(trx);
  return character.$query(trx).patchAndFetch(changes);
}
