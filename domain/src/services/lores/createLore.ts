import type { Knex } from "@storyloom/db";
import { StoryBookLore } from "@storyloom/db/models";
import { checkPlace, listBookOrder, placeInBookOrder } from "../storyBible/bookOrder.ts";
import { LORES } from "./loreFields.ts";
import type { LoreFields } from "./loreFields.ts";

/**
 * Adds a lore entry at `orderIndex` of the book's list (0…count; default
 * last); the entries from there on move down one. The caller holds the book
 * row lock and authorized "lore.create".
 */
export async function createLore(input: {
  trx: Knex.Transaction;
  bookId: number;
  fields: LoreFields;
  orderIndex?: number | undefined;
}): Promise<StoryBookLore> {
  const { trx, bookId } = input;
  const count = (await listBookOrder(trx, LORES, bookId)).length;
  const place = input.orderIndex ?? count;
  checkPlace(place, count);
  const created = await StoryBookLore.query(trx).insertAndFetch({ ...input.fields, bookId, orderIndex: place });
  await placeInBookOrder(trx, LORES, bookId, created.id, place);
  return created;
}
