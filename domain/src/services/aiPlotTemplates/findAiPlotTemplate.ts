import type { Knex } from "@storyloom/db";
import { AIPlotTemplate } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import type { PlotTemplateFacts } from "../aiTools/toolContext.ts";
import { readTemplateSettings } from "./templateSettings.ts";

export const TEMPLATE_NOT_FOUND = "AI plot template not found.";

/** A template by id, for the policies to decide on: a global one, or an author's copy (whose author the policy checks). */
export async function findAiPlotTemplate(db: Knex | Knex.Transaction, id: number, options: { forUpdate?: boolean } = {}): Promise<AIPlotTemplate> {
  const query = AIPlotTemplate.query(db).findById(id);
  const template = await (options.forUpdate ? query.forUpdate() : query);
  if (!template) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  return template;
}

/** The global template of a type (the platform's: no author, no original). */
export async function findGlobalTemplate(db: Knex | Knex.Transaction, type: AIPlotTemplate["type"]): Promise<AIPlotTemplate> {
  const template = await AIPlotTemplate.query(db).where({ type }).whereNull("authorId").orderBy("id").first();
  if (!template) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  return template;
}

/** A template as the GENERATE_ tools read it. */
export function plotTemplateFacts(template: AIPlotTemplate): PlotTemplateFacts {
  return {
    id: template.id,
    type: template.type,
    name: template.name,
    instructions: template.instructions,
    settings: readTemplateSettings(template.advancedSettings),
    isCustomized: template.authorId !== null,
  };
}

/** The template a GENERATE_ tool of `type` uses for the author: their own copy of the global one, else the global one. */
export async function resolvePlotTemplate(db: Knex | Knex.Transaction, authorId: number, type: AIPlotTemplate["type"]): Promise<PlotTemplateFacts> {
  const global = await findGlobalTemplate(db, type);
  const own = await AIPlotTemplate.query(db).where({ authorId, globalTemplateId: global.id }).first();
  return plotTemplateFacts(own ?? global);
}
