import type { Knex } from "@storyloom/db";
import { AIPlotTemplate } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import { TEMPLATE_NOT_FOUND, findAiPlotTemplate } from "./findAiPlotTemplate.ts";

/**
 * Gives the author the global template back: deletes their copy of it (by the
 * global template's id or the copy's). Answers the global template; restoring
 * one never edited deletes nothing.
 */
export async function restoreAiPlotTemplate(input: { trx: Knex.Transaction; authorId: number; template: AIPlotTemplate }): Promise<AIPlotTemplate> {
  const { trx, authorId, template } = input;
  const globalId = template.authorId === null ? template.id : template.globalTemplateId;
  // A copy whose original is gone has no default to come back to.
  if (globalId === null) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  await AIPlotTemplate.query(trx).where({ authorId, globalTemplateId: globalId }).delete();
  return findAiPlotTemplate(trx, globalId);
}
