import type { Knex } from "@storyloom/db";
import type { StoryBookLore } from "@storyloom/db/models";
import { placeInBookOrder } from "../storyBible/bookOrder.ts";
import { LORES } from "./loreFields.ts";
import type { LoreChanges } from "./loreFields.ts";

/**
 * Saves the lore fields that were sent (null clears an optional one) and,
 * with `orderIndex`, moves the entry to that place of the book's list, the
 * others shifting to make room. The caller holds the book row lock and
 * authorized "lore.update".
 */
export async function updateLore(input: {
  trx: Knex.Transaction;
  lore: StoryBookLore;
  changes: LoreChanges;
  orderIndex?: number | undefined;
}): Promise<StoryBookLore> {
  const { trx, lore, changes } = input;
  if (input.orderIndex !== undefined) await placeInBookOrder(trx, LORES, lore.bookId, lore.id, input.orderIndex);
  if (Object.values(changes).every((value) => value === undefined)) return lore.$query(trx);
  return lore.$query(trx).patchAndFetch(changes);
}
