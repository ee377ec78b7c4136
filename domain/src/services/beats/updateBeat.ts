import type { Knex } from "@storyloom/db";
import type { StoryBookBeat } from "@storyloom/db/models";
import type { BeatFields } from "./beatFields.ts";
import { normalizeBeatOrder } from "./normalizeBeatOrder.ts";

/** Saves the fields of one beat; a change of act puts it at the end of its new act. The caller has authorized "beat.update". */
export async function updateBeat(input: { trx: Knex.Transaction; beat: StoryBookBeat; changes: Partial<BeatFields> }): Promise<StoryBookBeat> {
  const { trx, beat, changes } = input;
  const movesAct = changes.act !== undefined && changes.act !== beat.act;
  // A large index sorts it last in its act; normalizeBeatOrder then closes the gaps.
  const updated = await beat.$query(trx).patchAndFetch({ ...changes, ...(movesAct ? { orderIndex: 1_000_000 } : {}) });
  if (!movesAct) return updated;
  await normalizeBeatOrder(trx, beat.bookId);
  return updated.$query(trx);
}
