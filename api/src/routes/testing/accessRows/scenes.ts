import type { Knex } from "@storyloom/db";
import { createChapter, createScene } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { chapterPath, ownBook } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** A fresh scene of a fresh chapter of author A's book, as its path. */
async function scenePath(world: World, knex: Knex): Promise<string> {
  const chapter = await createChapter(knex, { bookId: world.bookOfAuthorA });
  const scene = await createScene(knex, { chapterId: chapter.id });
  return `/api/v1/books/${world.bookOfAuthorA}/chapters/${chapter.id}/scenes/${scene.id}`;
}

/** The access rows of the scenes routes (api/src/routes/scenes/router.ts). */
export const scenesAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/books/:bookId/chapters/:chapterId/scenes": {
    request: async (world, _actor, knex) => ({ path: `${await chapterPath(world, knex)}/scenes` }),
    expect: ownBook({ admin: "2xx" }),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/scenes": {
    request: async (world, _actor, knex) => ({ path: `${await chapterPath(world, knex)}/scenes`, body: { type: "ACTION", goal: "Access goal" } }),
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/scenes/create-many": {
    request: async (world, _actor, knex) => ({
      path: `${await chapterPath(world, knex)}/scenes/create-many`,
      body: { scenes: [{ goal: "Access one" }, { goal: "Access two" }] },
    }),
    expect: ownBook(),
  },
  "PATCH /api/v1/books/:bookId/chapters/:chapterId/scenes/:sceneId": {
    request: async (world, _actor, knex) => ({ path: await scenePath(world, knex), body: { goal: "Access edited" } }),
    expect: ownBook(),
  },
  "DELETE /api/v1/books/:bookId/chapters/:chapterId/scenes/:sceneId": {
    request: async (world, _actor, knex) => ({ path: await scenePath(world, knex) }),
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/scenes/:sceneId/move": {
    request: async (world, _actor, knex) => ({ path: `${await scenePath(world, knex)}/move`, body: { orderIndex: 0 } }),
    expect: ownBook(),
  },
};
