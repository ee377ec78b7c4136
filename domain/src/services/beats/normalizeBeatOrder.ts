import type { Knex } from "@storyloom/db";
import { StoryBookBeat } from "@storyloom/db/models";
import { listBeats } from "./listOutline.ts";

/**
 * Renumbers the book's beats 0, 1, 2… in outline order (act, then
 * orderIndex), so the indexes stay one sequence through the whole book
 * whatever gaps or ties a bulk save or an act change left.
 */
export async function normalizeBeatOrder(trx: Knex.Transaction, bookId: number): Promise<void> {
  const beats = await listBeats(trx, bookId);
  const changed = beats.flatMap((beat, index) => (beat.orderIndex === index ? [] : [[beat.id, index] as const]));
  if (changed.length === 0) return;
  const cases = changed.map(() => "when ?::bigint then ?::integer").join(" ");
  await StoryBookBeat.query(trx)
    .whereIn(
      "id",
      changed.map(([id]) => id),
    )
    .patch({ orderIndex: StoryBookBeat.raw(`case id ${cases} end`, changed.flat()) });
}
