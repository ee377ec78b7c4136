import type { Knex } from "@storyloom/db";
import { StoryBookScene } from "@storyloom/db/models";

/** A chapter's scenes in order. */
export async function listScenes(db: Knex | Knex.Transaction, chapterId: number): Promise<StoryBookScene[]> {
  return StoryBookScene.query(db).where({ chapterId }).orderBy("orderIndex", "asc").orderBy("id", "asc");
}
