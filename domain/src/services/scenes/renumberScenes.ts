import type { Knex } from "@storyloom/db";
import { listScenes } from "./listScenes.ts";

/**
 * Gives a chapter's scenes `orderIndex` 0..n-1 in the order `ordered` (by
 * default their current one), so the order stays dense after a delete or a
 * move. Patched with knex: a scene's updatedAt is its content's.
 */
export async function renumberScenes(trx: Knex.Transaction, chapterId: number, ordered?: { id: number; orderIndex: number }[]): Promise<void> {
  const scenes = ordered ?? (await listScenes(trx, chapterId));
  for (const [index, scene] of scenes.entries()) {
    if (scene.orderIndex !== index) await trx("storyBookScenes").where({ id: scene.id }).update({ orderIndex: index, chapterId });
  }
}
