import type { Knex } from "@storyloom/db";
import { StoryBookCharacter } from "@storyloom/db/models";
import { listBookOrder, writeBookOrder } from "../storyBible/bookOrder.ts";
import { CHARACTERS } from "./characterFields.ts";
import type { CharacterFields } from "./characterFields.ts";

/**
 * Adds characters after the book's last one, in the order given, in one
 * insert (all or none with the caller's transaction). The caller holds the
 * book row lock and authorized "character.create".
 */
export async function createCharacters(input: { trx: Knex.Transaction; bookId: number; characters: CharacterFields[] }): Promise<StoryBookCharacter[]> {
  const { trx, bookId } = input;
  const order = await listBookOrder(trx, CHARACTERS, bookId);
  // Rows written with gaps or ties (seeds, old data) are made dense first, so the new ones follow straight on.
  await writeBookOrder(trx, CHARACTERS, order);
  const rows = input.characters.map((fields, index) => ({ ...fields, bookId, orderIndex: order.length + index }));
  const created = await StoryBookCharacter.query(trx).insertAndFetch(rows);
  return created.sort((a, b) => a.orderIndex - b.orderIndex);
}
