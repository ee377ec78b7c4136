import type { Knex } from "@storyloom/db";
import { OutlineTemplate } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";

/**
 * Loads a template for the outline-template policies to decide on (another
 * author's is then answered as not found). `forUpdate` locks the row for an
 * edit or a delete.
 */
export async function findOutlineTemplate(db: Knex | Knex.Transaction, id: number, options: { forUpdate?: boolean } = {}): Promise<OutlineTemplate> {
  const query = OutlineTemplate.query(db).findById(id);
  const template = await (options.forUpdate ? query.forUpdate() : query);
  if (!template) throw new NotFoundError("Outline template not found.");
  return template;
}
