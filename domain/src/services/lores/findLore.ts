import type { Knex } from "@storyloom/db";
import { StoryBookLore } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";

/** A lore entry of the given book (scoped by it, so another book's entry is not found). */
export async function findLore(db: Knex | Knex.Transaction, input: { bookId: number; loreId: number }): Promise<StoryBookLore> {
  const lore = await StoryBookLore.query(db).findById(input.loreId).where({ bookId: input.bookId });
  if (!lore) throw new NotFoundError("Lore not found.");
  return lore;
}
