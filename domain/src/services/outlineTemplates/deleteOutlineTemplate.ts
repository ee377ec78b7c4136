import type { Knex } from "@storyloom/db";
import type { OutlineTemplate } from "@storyloom/db/models";

/** Deletes an author's own template; books made from it keep their beats (they are copies). The caller has authorized "outlineTemplate.delete". */
export async function deleteOutlineTemplate(input: { trx: Knex.Transaction; template: OutlineTemplate }): Promise<void> {
  await input.template.$query(input.trx).delete();
}
