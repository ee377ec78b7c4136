import type { Knex } from "@storyloom/db";
import type { StoryBookScene } from "@storyloom/db/models";
import { checkSceneCharacters } from "./sceneFields.ts";
import type { SceneFields } from "./sceneFields.ts";

/** Saves the scene fields that were sent (null clears one). The caller authorized "scene.update". */
export async function updateScene(input: { trx: Knex.Transaction; scene: StoryBookScene; changes: SceneFields }): Promise<StoryBookScene> {
  const { trx, scene, changes } = input;
  await checkSceneCharacters(trx, scene.bookId, [changes], () => "characterId");
  return scene.$query(trx).patchAndFetch(changes);
}
