import type { Knex } from "@storyloom/db";
import type { PlotTemplateType } from "@storyloom/db/enums";
import { AIPlotTemplate } from "@storyloom/db/models";
import { createAiPlotTemplateCopy } from "@storyloom/testkit/factories";
import { ownBook, signedIn } from "../accessExpectations.ts";
import type { AccessRow } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** A fresh copy of author A's template of `type` (the one before it deleted): an edit or a restore by one actor spoils no other's. */
async function copyOfAuthorA(world: World, knex: Knex, type: PlotTemplateType): Promise<number> {
  const authorId = world.people.authorA.authorProfile.id;
  await AIPlotTemplate.query(knex).where({ authorId, type }).delete();
  return (await createAiPlotTemplateCopy(knex, { authorId, type })).id;
}

/** The access rows of the built-in AI tools and AI plot templates (api/src/routes/aiTools, aiPlotTemplates). A compile charges nothing: no balance needed. */
export const aiToolsAccessRows: Record<string, AccessRow> = {
  "POST /api/v1/books/:bookId/ai-tools/:tool/compile": {
    request: (world) => ({ path: `/api/v1/books/${world.bookOfAuthorA}/ai-tools/SHORTEN/compile`, body: { selection: "The lantern swung in the dark." } }),
    expect: ownBook(),
  },
  // Every signed-in user has an author profile (sign-up makes one): each sees the five templates as they have them.
  "GET /api/v1/ai-plot-templates": { request: () => ({ path: "/api/v1/ai-plot-templates" }), expect: signedIn("2xx") },
  "PATCH /api/v1/ai-plot-templates/:id": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/ai-plot-templates/${await copyOfAuthorA(world, knex, "LORE")}`, body: { name: "Renamed" } }),
    expect: ownBook(),
  },
  "POST /api/v1/ai-plot-templates/:id/restore": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/ai-plot-templates/${await copyOfAuthorA(world, knex, "BEAT")}/restore` }),
    expect: ownBook(),
  },
  "POST /api/v1/ai-plot-templates/:id/compile": {
    request: async (world, _actor, knex) => ({
      path: `/api/v1/ai-plot-templates/${await copyOfAuthorA(world, knex, "CHARACTER")}/compile`,
      body: { bookId: world.bookOfAuthorA, variables: { count: 2 } },
    }),
    expect: ownBook(),
  },
};
