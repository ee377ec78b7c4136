import type { Knex } from "@storyloom/db";
import { plotTemplateTypes } from "@storyloom/db/enums";
import { AIPlotTemplate } from "@storyloom/db/models";

/** The global templates (one per type, in the enum's order), each replaced by the author's copy where there is one. */
export async function listAiPlotTemplates(db: Knex | Knex.Transaction, authorId: number): Promise<AIPlotTemplate[]> {
  const globals = await AIPlotTemplate.query(db).whereNull("authorId").orderBy("id");
  const copies = await AIPlotTemplate.query(db)
    .where({ authorId })
    .whereIn(
      "globalTemplateId",
      globals.map((global) => global.id),
    );
  const rank = (template: AIPlotTemplate) => plotTemplateTypes.indexOf(template.type);
  return globals.sort((a, b) => rank(a) - rank(b) || a.id - b.id).map((global) => copies.find((copy) => copy.globalTemplateId === global.id) ?? global);
}
