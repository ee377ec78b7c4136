import type { Knex } from "@storyloom/db";
import { createStoryTool } from "@storyloom/testkit/factories";
import { ownBook, signedIn, unique } from "../accessExpectations.ts";
import type { AccessRow } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** Author A's own tool, fresh per request: an edit or a delete by one actor spoils no other's. */
async function toolOfAuthorA(world: World, knex: Knex): Promise<number> {
  return (await createStoryTool(knex, { authorId: world.people.authorA.authorProfile.id })).id;
}

/** The access rows of the storyTools routes (api/src/routes/storyTools/router.ts). */
export const storyToolsAccessRows: Record<string, AccessRow> = {
  // Every signed-in user has an author profile (sign-up makes one): each lists the globals and their own.
  "GET /api/v1/story-tools": { request: () => ({ path: "/api/v1/story-tools?type=EDIT" }), expect: signedIn("2xx") },
  "POST /api/v1/story-tools": {
    request: () => ({
      path: "/api/v1/story-tools",
      formData: {
        name: `Access tool ${unique()}`,
        type: "EDIT",
        defaultModel: "gpt-4.1-mini",
        instructions: "Tighten {{selection}}",
        steps: '[{"instructions":"Polish {{previous}}"}]',
      },
    }),
    expect: signedIn("2xx"),
  },
  "PATCH /api/v1/story-tools/:id": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/story-tools/${await toolOfAuthorA(world, knex)}`, formData: { name: "Renamed" } }),
    expect: ownBook(),
  },
  "DELETE /api/v1/story-tools/:id": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/story-tools/${await toolOfAuthorA(world, knex)}` }),
    expect: ownBook(),
  },
  "PATCH /api/v1/story-tools/:id/settings": {
    request: async (world, _actor, knex) => ({
      path: `/api/v1/story-tools/${await toolOfAuthorA(world, knex)}/settings`,
      body: { isHidden: true, orderIndex: 2 },
    }),
    expect: ownBook(),
  },
  "GET /api/v1/books/:bookId/story-tools": { request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/story-tools?type=EDIT` }), expect: ownBook() },
  "POST /api/v1/books/:bookId/story-tools/:id/steps/:index/compile": {
    request: async (world, _actor, knex) => ({
      path: `/api/v1/books/${world.bookOfAuthorA}/story-tools/${await toolOfAuthorA(world, knex)}/steps/0/compile`,
      body: { selection: "She walked very slowly to the door." },
    }),
    expect: ownBook(),
  },
};
