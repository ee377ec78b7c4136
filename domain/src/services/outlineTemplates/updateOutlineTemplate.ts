import type { Knex } from "@storyloom/db";
import type { OutlineTemplate } from "@storyloom/db/models";
import type { OutlineTemplateBeat } from "./templateBeats.ts";

/** Edits an author's own template. The caller has locked it and authorized "outlineTemplate.update". */
export async function updateOutlineTemplate(input: {
  trx: Knex.Transaction;
  template: OutlineTemplate;
  changes: { name?: string | undefined; description?: string | null | undefined; beats?: OutlineTemplateBeat[] | undefined };
}): Promise<OutlineTemplate> {
  const { trx, template, changes } = input;
  const patch = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return template.$query(trx).patchAndFetch(patch);
}
