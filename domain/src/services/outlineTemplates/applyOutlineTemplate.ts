import type { Knex } from "@storyloom/db";
import { Chapter, StoryBookBeat, StoryBookScene } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { MAX_BEATS } from "../beats/beatFields.ts";
import { listBeats } from "../beats/listOutline.ts";
import { normalizeBeatOrder } from "../beats/normalizeBeatOrder.ts";
import { readTemplateBeats } from "./templateBeats.ts";
import type { OutlineTemplateBeat } from "./templateBeats.ts";

/** "replace": the template's beats take the place of the book's; "append": they follow the book's beats. */
export type ApplyMode = "replace" | "append";

/**
 * The new beat that takes over an old beat's chapters and scenes: the first
 * of the same act, else the last of an earlier act, else the first of all.
 */
function heirOf(old: StoryBookBeat, created: StoryBookBeat[]): StoryBookBeat {
  const sameAct = created.find((beat) => old.act !== null && beat.act === old.act);
  if (sameAct) return sameAct;
  const earlier = created.filter((beat) => old.act !== null && beat.act !== null && beat.act < old.act);
  return earlier[earlier.length - 1] ?? created[0]!;
}

/**
 * Gives a book the beats of a template. Replacing never loses a chapter:
 * each old beat's chapters (and outline scenes) move to its heir among the
 * new beats, keeping their numbers, before the old beats are deleted.
 * Appending keeps the book's beats and adds the template's after them. The
 * caller has locked the book row and authorized "outlineTemplate.apply".
 */
export async function applyOutlineTemplate(input: { trx: Knex.Transaction; bookId: number; templateBeats: unknown; mode: ApplyMode }): Promise<void> {
  const { trx, bookId, mode } = input;
  const beats: OutlineTemplateBeat[] = readTemplateBeats(input.templateBeats);
  if (beats.length === 0) throw new ValidationError("This template has no beats.");
  const old = await listBeats(trx, bookId);
  if (mode === "append" && old.length + beats.length > MAX_BEATS) {
    const message = `An outline can have at most ${MAX_BEATS} beats; this book has ${old.length} and the template ${beats.length}.`;
    throw new ValidationError(message, { mode: message });
  }

  // Appended beats sort after the book's own within each act, in the template's order.
  const base = mode === "append" ? old.length : 0;
  const created = await StoryBookBeat.query(trx).insert(beats.map((beat, index) => ({ ...beat, bookId, orderIndex: base + index })));
  if (mode === "replace") {
    for (const beat of old) {
      const heir = heirOf(beat, created);
      await Chapter.query(trx).where({ bookId, beatId: beat.id }).patch({ beatId: heir.id });
      await StoryBookScene.query(trx).where({ bookId, beatId: beat.id }).patch({ beatId: heir.id });
    }
    if (old.length > 0) {
      await StoryBookBeat.query(trx)
        .where({ bookId })
        .whereIn(
          "id",
          old.map((beat) => beat.id),
        )
        .delete();
    }
  }
  await normalizeBeatOrder(trx, bookId);
}
