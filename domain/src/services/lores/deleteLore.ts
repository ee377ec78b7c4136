import type { Knex } from "@storyloom/db";
import type { StoryBookLore } from "@storyloom/db/models";
import { closeUpBookOrder } from "../storyBible/bookOrder.ts";
import { LORES } from "./loreFields.ts";

/** Deletes a lore entry; the entries after it move up. The caller holds the book row lock and authorized "lore.delete". */
export async function deleteLore(input: { trx: Knex.Transaction; lore: StoryBookLore }): Promise<void> {
  const { trx, lore } = input;
  await lore.$query(trx).delete();
  await closeUpBookOrder(trx, LORES, lore.bookId);
}
