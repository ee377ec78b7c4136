import type { Knex } from "@storyloom/db";
import { createOutlineTemplate } from "@storyloom/testkit/factories";
import { ownBook, signedIn, unique } from "../accessExpectations.ts";
import type { AccessRow } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** Author A's own template, fresh per request: an edit or a delete by one actor spoils no other's. */
async function templateOfAuthorA(world: World, knex: Knex): Promise<number> {
  return (await createOutlineTemplate(knex, { authorId: world.people.authorA.authorProfile.id })).id;
}

/** The access rows of the outlineTemplates routes (api/src/routes/outlineTemplates/router.ts). */
export const outlineTemplatesAccessRows: Record<string, AccessRow> = {
  // Every signed-in user has an author profile (sign-up makes one): each lists the globals and their own.
  "GET /api/v1/outline-templates": { request: () => ({ path: "/api/v1/outline-templates" }), expect: signedIn("2xx") },
  "POST /api/v1/outline-templates": {
    request: () => ({ path: "/api/v1/outline-templates", body: { name: `Access template ${unique()}`, beats: [{ name: "Only beat", act: 1 }] } }),
    expect: signedIn("2xx"),
  },
  "PATCH /api/v1/outline-templates/:id": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/outline-templates/${await templateOfAuthorA(world, knex)}`, body: { name: "Renamed" } }),
    expect: ownBook(),
  },
  "DELETE /api/v1/outline-templates/:id": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/outline-templates/${await templateOfAuthorA(world, knex)}` }),
    expect: ownBook(),
  },
  "POST /api/v1/outline-templates/:id/apply": {
    request: async (world, _actor, knex) => ({
      path: `/api/v1/outline-templates/${await templateOfAuthorA(world, knex)}/apply`,
      body: { bookId: world.bookOfAuthorA, mode: "append" },
    }),
    expect: ownBook(),
  },
};
