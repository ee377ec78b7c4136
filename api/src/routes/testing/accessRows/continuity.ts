import type { AccessRow } from "../accessExpectations.ts";
import { chapterPath, ownBook } from "../accessExpectations.ts";

/**
 * The access rows of the continuity check (api/src/routes/continuity): author
 * A's chapter's, theirs (also when an admin acts as them), not found to anyone
 * else, admins included (the AI part charges the one who asks). The rule check
 * alone is asked, so no provider is called.
 */
export const continuityAccessRows: Record<string, AccessRow> = {
  "POST /api/v1/books/:bookId/chapters/:chapterId/continuity-check": {
    request: async (world, _actor, knex) => ({ path: `${await chapterPath(world, knex)}/continuity-check`, body: {} }),
    expect: ownBook(),
  },
};
