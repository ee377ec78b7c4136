import type { Knex } from "@storyloom/db";
import { StoryBookBeat } from "@storyloom/db/models";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { MAX_BEATS } from "./beatFields.ts";
import type { BeatFields } from "./beatFields.ts";
import { normalizeBeatOrder } from "./normalizeBeatOrder.ts";

/** A beat of a bulk save: with an id, an existing beat of the book; without, a new one. */
export interface BeatInput extends BeatFields {
  id?: number | undefined;
  orderIndex: number;
}

/**
 * Creates, updates, reorders and deletes beats of a book in one go. Beats
 * not named stay as they are. A deleted beat's chapters and scenes stay, with
 * no beat (the foreign keys are ON DELETE SET NULL). Then every beat gets its
 * place 0, 1, 2… in outline order. The caller has locked the book row and
 * authorized "beat.updateMany".
 */
export async function updateManyBeats(input: { trx: Knex.Transaction; bookId: number; beats: BeatInput[]; deletedIds: number[] }): Promise<void> {
  const { trx, bookId, beats, deletedIds } = input;
  const existing = new Set((await StoryBookBeat.query(trx).where({ bookId }).select("id")).map((beat) => beat.id));
  const named = [...beats.flatMap((beat) => (beat.id === undefined ? [] : [beat.id])), ...deletedIds];
  if (named.some((id) => !existing.has(id))) throw new NotFoundError("Beat not found.");

  const created = beats.filter((beat) => beat.id === undefined).length;
  const total = existing.size - deletedIds.length + created;
  if (total > MAX_BEATS) {
    const message = `An outline can have at most ${MAX_BEATS} beats.`;
    throw new ValidationError(message, { beats: message });
  }

  if (deletedIds.length > 0) await StoryBookBeat.query(trx).where({ bookId }).whereIn("id", deletedIds).delete();
  for (const { id, ...fields } of beats) {
    if (id === undefined) await StoryBookBeat.query(trx).insert({ ...fields, bookId });
    else await StoryBookBeat.query(trx).where({ bookId }).findById(id).patch(fields);
  }
  await normalizeBeatOrder(trx, bookId);
}
