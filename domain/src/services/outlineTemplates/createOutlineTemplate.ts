import type { Knex } from "@storyloom/db";
import { OutlineTemplate } from "@storyloom/db/models";
import type { OutlineTemplateBeat } from "./templateBeats.ts";

/** An author's own template. The caller has authorized "outlineTemplate.create". */
export async function createOutlineTemplate(input: {
  trx: Knex.Transaction;
  authorId: number;
  name: string;
  description: string | null;
  beats: OutlineTemplateBeat[];
}): Promise<OutlineTemplate> {
  const { trx, authorId, name, description, beats } = input;
  return OutlineTemplate.query(trx).insertAndFetch({ authorId, name, description, beats, isGlobal: false, isDefault: false });
}
