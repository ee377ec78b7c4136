import type { Knex } from "@storyloom/db";
import { ValidationError } from "../../errors.ts";

/**
 * The story-bible lists kept in one 0…n-1 order per book (characters and
 * lores; see characters/README.md). Table names as the snake-case mappers
 * take them.
 */
export type BookOrderTable = "storyBookCharacters" | "storyBookLores";

/** An entry's place in its book's list. */
export interface Placed {
  id: number;
  orderIndex: number;
}

interface OrderedRow extends Placed {
  bookId: number;
}

/** A book's entries in order; ties (rows written before the order was kept dense) go by id. */
export async function listBookOrder(trx: Knex.Transaction, table: BookOrderTable, bookId: number): Promise<Placed[]> {
  return trx<OrderedRow>(table).where({ bookId }).select("id", "orderIndex").orderBy("orderIndex", "asc").orderBy("id", "asc");
}

/** Refuses a place past the end of a list of `count` entries (0…count), naming `field`. */
export function checkPlace(place: number, count: number, field = "orderIndex"): void {
  if (place <= count) return;
  const message = `Must be at most ${count}.`;
  throw new ValidationError(`${field}: ${message}`, { [field]: message });
}

/**
 * Gives the entries `orderIndex` 0…n-1 in the order listed, in one UPDATE of
 * the rows whose place changed. Written with knex, not the models: an
 * entry's updatedAt is its content's, which a shift does not change.
 */
export async function writeBookOrder(trx: Knex.Transaction, table: BookOrderTable, ordered: readonly Placed[]): Promise<void> {
  const changed = ordered.flatMap((entry, index) => (entry.orderIndex === index ? [] : [[entry.id, index] as const]));
  if (changed.length === 0) return;
  const cases = changed.map(() => "when ?::bigint then ?::integer").join(" ");
  await trx<OrderedRow>(table)
    .whereIn(
      "id",
      changed.map(([id]) => id),
    )
    .update({ orderIndex: trx.raw(`case id ${cases} end`, changed.flat()) });
}

/**
 * Puts entry `id` (already in the table, or just inserted) at `place` among
 * the book's other entries and renumbers the whole list, so the entries from
 * `place` on move down one and those it left move up.
 */
export async function placeInBookOrder(trx: Knex.Transaction, table: BookOrderTable, bookId: number, id: number, place: number): Promise<void> {
  const all = await listBookOrder(trx, table, bookId);
  const entry = all.find((row) => row.id === id) ?? { id, orderIndex: -1 };
  const others = all.filter((row) => row.id !== id);
  checkPlace(place, others.length);
  others.splice(place, 0, entry);
  await writeBookOrder(trx, table, others);
}

/** Renumbers the book's list 0…n-1 in its current order (after a delete). */
export async function closeUpBookOrder(trx: Knex.Transaction, table: BookOrderTable, bookId: number): Promise<void> {
  await writeBookOrder(trx, table, await listBookOrder(trx, table, bookId));
}
