import { chapterPath, ownBook } from "../accessExpectations.ts";
import type { AccessRow } from "../accessExpectations.ts";

/** The access rows of the exports routes (api/src/routes/exports/router.ts): the owner only, admins included in "nobody else". */
export const exportsAccessRows: Record<string, AccessRow> = {
  "POST /api/v1/books/:bookId/export": {
    request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/export` }),
    expect: ownBook(),
  },
  "POST /api/v1/books/:bookId/chapters/:chapterId/export": {
    request: async (world, _actor, knex) => ({ path: `${await chapterPath(world, knex)}/export` }),
    expect: ownBook(),
  },
};
