import type { Knex } from "@storyloom/db";
import { StoryBookCharacter } from "@storyloom/db/models";
import { checkPlace, listBookOrder, placeInBookOrder } from "../storyBible/bookOrder.ts";
import { CHARACTERS } from "./characterFields.ts";
import type { CharacterFields } from "./characterFields.ts";

/**
 * Adds a character at `orderIndex` of the book's list (0…count; default
 * last); the characters from there on move down one. The caller holds the
 * book row lock and authorized "character.create".
 */
export async function createCharacter(input: {
  trx: Knex.Transaction;
  bookId: number;
  fields: CharacterFields;
  orderIndex?: number | undefined;
}): Promise<StoryBookCharacter> {
  const { trx, bookId } = input;
  const count = (await listBookOrder(trx, CHARACTERS, bookId)).length;
  const place = input.orderIndex ?? count;
  checkPlace(place, count);
  const created = await StoryBookCharacter.query(trx).insertAndFetch({ ...input.fields, bookId, orderIndex: place });
  await placeInBookOrder(trx, CHARACTERS, bookId, created.id, place);
  return created;
}
