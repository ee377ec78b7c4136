import type { Knex } from "@storyloom/db";
import { StoryBookLore } from "@storyloom/db/models";
import { listBookOrder, writeBookOrder } from "../storyBible/bookOrder.ts";
import { LORES } from "./loreFields.ts";
import type { LoreFields } from "./loreFields.ts";

/**
 * Adds lore entries after the book's last one, in the order given, in one
 * insert (all or none with the caller's transaction). The caller holds the
 * book row lock and authorized "lore.create".
 */
export async function createLores(input: { trx: Knex.Transaction; bookId: number; lores: LoreFields[] }): Promise<StoryBookLore[]> {
  const { trx, bookId } = input;
  const order = await listBookOrder(trx, LORES, bookId);
  // Rows written with gaps or ties (seeds, old data) are made dense first, so the new ones follow straight on.
  await writeBookOrder(trx, LORES, order);
  const rows = input.lores.map((fields, index) => ({ ...fields, bookId, orderIndex: order.length + index }));
  const created = await StoryBookLore.query(trx).insertAndFetch(rows);
  return created.sort((a, b) => a.orderIndex - b.orderIndex);
}
