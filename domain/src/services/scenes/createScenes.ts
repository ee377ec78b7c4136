import type { Knex } from "@storyloom/db";
import { StoryBookScene } from "@storyloom/db/models";
import type { Chapter } from "@storyloom/db/models";
import { checkSceneCharacters } from "./sceneFields.ts";
import type { SceneFields } from "./sceneFields.ts";

/**
 * Adds scenes after the chapter's last one, in the order given; each takes
 * the chapter's book and beat. A character must be one of the book's. The
 * caller holds the book row lock (scene order changes queue on it) and
 * authorized "scene.create".
 */
export async function createScenes(input: {
  trx: Knex.Transaction;
  chapter: Chapter;
  scenes: SceneFields[];
  /** The field a bad characterId is reported under, by index. */
  characterField?: (index: number) => string;
}): Promise<StoryBookScene[]> {
  const { trx, chapter, scenes } = input;
  await checkSceneCharacters(trx, chapter.bookId, scenes, input.characterField ?? (() => "characterId"));
  const count = await StoryBookScene.query(trx).where({ chapterId: chapter.id }).resultSize();
  const created: StoryBookScene[] = [];
  for (const [index, fields] of scenes.entries()) {
    created.push(
      await StoryBookScene.query(trx).insertAndFetch({
        ...fields,
        bookId: chapter.bookId,
        chapterId: chapter.id,
        beatId: chapter.beatId,
        orderIndex: count + index,
      }),
    );
  }
  return created;
}
