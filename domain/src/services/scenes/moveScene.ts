import type { Knex } from "@storyloom/db";
import type { Chapter, StoryBookScene } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { listScenes } from "./listScenes.ts";
import { renumberScenes } from "./renumberScenes.ts";

/**
 * Moves a scene to place `to` (0-based) of `target` (its own chapter, or
 * another chapter of the same book, whose beat it then takes), shifting the
 * scenes between; both chapters' orders stay dense. The caller holds the book
 * row lock and authorized "scene.move".
 */
export async function moveScene(input: { trx: Knex.Transaction; scene: StoryBookScene; target: Chapter; to: number }): Promise<void> {
  const { trx, scene, target, to } = input;
  const others = (await listScenes(trx, target.id)).filter((row) => row.id !== scene.id);
  if (to > others.length) {
    const message = `Must be at most ${others.length}.`;
    throw new ValidationError(message, { orderIndex: message });
  }
  const from = scene.chapterId;
  if (from !== target.id) {
    await trx("storyBookScenes").where({ id: scene.id }).update({ chapterId: target.id, beatId: target.beatId });
  }
  others.splice(to, 0, scene);
  // The moved scene's own orderIndex is forced by giving it an impossible old value.
  await renumberScenes(
    trx,
    target.id,
    others.map((row) => (row.id === scene.id ? { id: row.id, orderIndex: -1 } : row)),
  );
  if (from !== null && from !== target.id) await renumberScenes(trx, from);
}
