import type { Knex } from "@storyloom/db";
import { StoryBookLore } from "@storyloom/db/models";

/** Deletes every lore entry of the book; answers how many went. The caller holds the book row lock and authorized "lore.deleteAll". */
export async function deleteAllLores(input: { trx: Knex.Transaction; bookId: number }): Promise<number> {
  return StoryBookLore.query(input.trx).where({ bookId: input.bookId }).delete();
}
