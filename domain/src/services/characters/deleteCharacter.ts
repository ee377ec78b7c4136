import type { Knex } from "@storyloom/db";
import type { StoryBookCharacter } from "@storyloom/db/models";
import { closeUpBookOrder } from "../storyBible/bookOrder.ts";
import { CHARACTERS } from "./characterFields.ts";

/**
 * Deletes a character; the characters after it move up. Scenes that named it
 * keep their text and lose the link (ON DELETE SET NULL). The caller holds
 * the book row lock and authorized "character.delete".
 */
export async function deleteCharacter(input: { trx: Knex.Transaction; character: StoryBookCharacter }): Promise<void> {
  const { trx, character } = input;
  await character.$query(trx).delete();
  await closeUpBookOrder(trx, CHARACTERS, character.bookId);
}
