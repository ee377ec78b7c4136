import type { Knex } from "@storyloom/db";
import { findChapter } from "@storyloom/domain/services/chapters/findChapter.ts";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { createScenes } from "@storyloom/domain/services/scenes/createScenes.ts";
import { deleteScene } from "@storyloom/domain/services/scenes/deleteScene.ts";
import { findScene } from "@storyloom/domain/services/scenes/findScene.ts";
import { listScenes } from "@storyloom/domain/services/scenes/listScenes.ts";
import { moveScene } from "@storyloom/domain/services/scenes/moveScene.ts";
import { updateScene } from "@storyloom/domain/services/scenes/updateScene.ts";
import { presentScene } from "../../presenters/scenes.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import {
  SCENES_BODY_LIMIT,
  chapterParams,
  createSceneBody,
  createScenesBody,
  moveSceneBody,
  sceneAnswer,
  sceneListAnswer,
  sceneParams,
  updateSceneBody,
} from "./schema.ts";

const SCENES = "/api/v1/books/:bookId/chapters/:chapterId/scenes";

/** A chapter's scenes in order, as the list answers them. */
async function sceneList(db: Knex | Knex.Transaction, chapterId: number) {
  return { scenes: (await listScenes(db, chapterId)).map(presentScene) };
}

export const listChapterScenes = defineRoute({
  method: "GET",
  path: SCENES,
  summary: "The chapter's scenes in order (owner; admins may read).",
  auth: "signedIn",
  authorize: "scene.list",
  schema: { params: chapterParams, response: sceneListAnswer },
  handler: async ({ params, deps, authorize }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    const chapter = await findChapter(deps.knex, params);
    return sceneList(deps.knex, chapter.id);
  },
});

export const addScene = defineRoute({
  method: "POST",
  path: SCENES,
  summary: "Adds a scene after the chapter's last one; it takes the chapter's beat. A character must be one of the book's.",
  auth: "signedIn",
  authorize: "scene.create",
  schema: { params: chapterParams, body: createSceneBody, response: sceneAnswer },
  status: 201,
  handler: async ({ params, body, deps, authorize }) => {
    const [scene] = await deps.knex.transaction(async (trx) => {
      // The book row lock queues every change of a book's scene order (and its chapters').
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      return createScenes({ trx, chapter: await findChapter(trx, params), scenes: [body] });
    });
    return { scene: presentScene(scene!) };
  },
});

export const addScenes = defineRoute({
  method: "POST",
  path: `${SCENES}/create-many`,
  summary: "Adds up to 100 scenes after the chapter's last one, in order, all or none. Answers the new scenes.",
  auth: "signedIn",
  authorize: "scene.create",
  schema: { params: chapterParams, body: createScenesBody, response: sceneListAnswer },
  bodyLimit: SCENES_BODY_LIMIT,
  status: 201,
  handler: async ({ params, body, deps, authorize }) => {
    const scenes = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      const chapter = await findChapter(trx, params);
      return createScenes({ trx, chapter, scenes: body.scenes, characterField: (index) => `scenes.${index}.characterId` });
    });
    return { scenes: scenes.map(presentScene) };
  },
});

export const editScene = defineRoute({
  method: "PATCH",
  path: `${SCENES}/:sceneId`,
  summary: "Saves the scene fields that were sent (null clears one).",
  auth: "signedIn",
  authorize: "scene.update",
  schema: { params: sceneParams, body: updateSceneBody, response: sceneAnswer },
  handler: async ({ params, body, deps, authorize }) => {
    const scene = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId));
      return updateScene({ trx, scene: await findScene(trx, params), changes: body });
    });
    return { scene: presentScene(scene) };
  },
});

export const removeScene = defineRoute({
  method: "DELETE",
  path: `${SCENES}/:sceneId`,
  summary: "Deletes a scene; the scenes after it move up. Answers the chapter's scenes.",
  auth: "signedIn",
  authorize: "scene.delete",
  schema: { params: sceneParams, response: sceneListAnswer },
  handler: async ({ params, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      await deleteScene({ trx, scene: await findScene(trx, params) });
      return sceneList(trx, params.chapterId);
    }),
});

export const moveChapterScene = defineRoute({
  method: "POST",
  path: `${SCENES}/:sceneId/move`,
  summary: "Moves a scene to `orderIndex` (0-based) of its chapter, or of `chapterId` (same book). Answers the target chapter's scenes.",
  auth: "signedIn",
  authorize: "scene.move",
  schema: { params: sceneParams, body: moveSceneBody, response: sceneListAnswer },
  handler: async ({ params, body, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId, { forUpdate: true }));
      const scene = await findScene(trx, params);
      const target = await findChapter(trx, { bookId: params.bookId, chapterId: body.chapterId ?? params.chapterId });
      await moveScene({ trx, scene, target, to: body.orderIndex });
      return sceneList(trx, target.id);
    }),
});

export const scenesRoutes: Route[] = [listChapterScenes, addScene, addScenes, editScene, removeScene, moveChapterScene];
