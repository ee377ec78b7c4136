import type { Knex } from "@storyloom/db";
import type { StoryBookScene } from "@storyloom/db/models";
import { renumberScenes } from "./renumberScenes.ts";

/** Deletes a scene; the scenes after it move up. The caller holds the book row lock and authorized "scene.delete". */
export async function deleteScene(input: { trx: Knex.Transaction; scene: StoryBookScene }): Promise<void> {
  const { trx, scene } = input;
  await scene.$query(trx).delete();
  if (scene.chapterId !== null) await renumberScenes(trx, scene.chapterId);
}
