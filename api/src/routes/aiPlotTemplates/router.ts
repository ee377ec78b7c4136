import { z } from "zod";
import { TEMPLATE_TOOLS } from "@storyloom/domain/services/aiTools/toolVariables.ts";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { findAiPlotTemplate, plotTemplateFacts } from "@storyloom/domain/services/aiPlotTemplates/findAiPlotTemplate.ts";
import { listAiPlotTemplates } from "@storyloom/domain/services/aiPlotTemplates/listAiPlotTemplates.ts";
import { restoreAiPlotTemplate } from "@storyloom/domain/services/aiPlotTemplates/restoreAiPlotTemplate.ts";
import { updateAiPlotTemplate } from "@storyloom/domain/services/aiPlotTemplates/updateAiPlotTemplate.ts";
import { compileAiTool } from "@storyloom/domain/services/aiTools/compileAiTool.ts";
import { parseInput } from "../../middlewares/validate.ts";
import { presentAiPlotTemplate, presentCompiledTool } from "../../presenters/aiTools.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import { authorIdOf } from "../aiTools/router.ts";
import { toolVariableSchemas } from "../aiTools/schema.ts";
import {
  aiPlotTemplateAnswer,
  aiPlotTemplateListAnswer,
  compileAiPlotTemplateBody,
  compiledAiPlotTemplateAnswer,
  templateParams,
  updateAiPlotTemplateBody,
} from "./schema.ts";

const TEMPLATES = "/api/v1/ai-plot-templates";

export const listTemplates = defineRoute({
  method: "GET",
  path: TEMPLATES,
  summary:
    "The five AI plot templates (IDEA, LORE, CHARACTER, BEAT, SCENE) as the author has them: their own copy where they edited one (`isCustomized`), else the global default.",
  auth: "signedIn",
  authorize: "aiPlotTemplate.list",
  schema: { response: aiPlotTemplateListAnswer },
  handler: async ({ actor, deps }) => ({ aiPlotTemplates: (await listAiPlotTemplates(deps.knex, authorIdOf(actor))).map(presentAiPlotTemplate) }),
});

export const editTemplate = defineRoute({
  method: "PATCH",
  path: `${TEMPLATES}/:id`,
  summary:
    "Edits the author's own copy of a template (made from the global one on the first edit; the global template never changes). Placeholders outside `variables` are a 400 naming them.",
  auth: "signedIn",
  authorize: "aiPlotTemplate.update",
  schema: { params: templateParams, body: updateAiPlotTemplateBody, response: aiPlotTemplateAnswer },
  handler: async ({ params, body, actor, deps, authorize }) => {
    const template = await deps.knex.transaction(async (trx) => {
      const found = await findAiPlotTemplate(trx, params.id, { forUpdate: true });
      authorize(found);
      return updateAiPlotTemplate({ trx, authorId: authorIdOf(actor), template: found, changes: body });
    });
    return { aiPlotTemplate: presentAiPlotTemplate(template) };
  },
});

export const restoreTemplate = defineRoute({
  method: "POST",
  path: `${TEMPLATES}/:id/restore`,
  summary: "Deletes the author's copy of a template (by its id or the global one's): the global default comes back, and is the answer.",
  auth: "signedIn",
  authorize: "aiPlotTemplate.restore",
  schema: { params: templateParams, response: aiPlotTemplateAnswer },
  handler: async ({ params, actor, deps, authorize }) => {
    const template = await deps.knex.transaction(async (trx) => {
      const found = await findAiPlotTemplate(trx, params.id);
      authorize(found);
      return restoreAiPlotTemplate({ trx, authorId: authorIdOf(actor), template: found });
    });
    return { aiPlotTemplate: presentAiPlotTemplate(template) };
  },
});

export const compileTemplate = defineRoute({
  method: "POST",
  path: `${TEMPLATES}/:id/compile`,
  summary:
    "The exact prompt this template makes for one of the author's books (placeholders filled, `variables` as its GENERATE_ tool takes them) and what a run would cost with the story bible. Nothing is charged.",
  auth: "signedIn",
  authorize: "aiPlotTemplate.compile",
  schema: { params: templateParams, body: compileAiPlotTemplateBody, response: compiledAiPlotTemplateAnswer },
  handler: async ({ params, body, actor, deps, authorize }) => {
    const template = await findAiPlotTemplate(deps.knex, params.id);
    authorize({ template, book: await findChapterBook(deps.knex, body.bookId) });
    const tool = TEMPLATE_TOOLS[template.type];
    const { variables } = parseInput(z.strictObject({ variables: toolVariableSchemas[tool] }), { variables: body.variables ?? {} });
    const compiled = await compileAiTool({
      knex: deps.knex,
      authorId: authorIdOf(actor),
      bookId: body.bookId,
      tool,
      variables,
      choice: { service: body.service, model: body.model },
      template: plotTemplateFacts(template),
    });
    return presentCompiledTool(compiled);
  },
});

export const aiPlotTemplatesRoutes: Route[] = [listTemplates, editTemplate, restoreTemplate, compileTemplate];
