import type { Knex } from "@storyloom/db";
import { StoryBookScene } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";

/** A scene of the given chapter of the given book (scoped by both, so another chapter's scene is not found). */
export async function findScene(db: Knex | Knex.Transaction, input: { bookId: number; chapterId: number; sceneId: number }): Promise<StoryBookScene> {
  const scene = await StoryBookScene.query(db).findById(input.sceneId).where({ bookId: input.bookId, chapterId: input.chapterId });
  if (!scene) throw new NotFoundError("Scene not found.");
  return scene;
}
