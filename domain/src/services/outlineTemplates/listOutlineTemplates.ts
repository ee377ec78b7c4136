import type { Knex } from "@storyloom/db";
import { OutlineTemplate } from "@storyloom/db/models";

/** The templates an author may use: the global ones in the order they were shipped, then the author's own by name. */
export async function listOutlineTemplates(db: Knex | Knex.Transaction, authorId: number): Promise<OutlineTemplate[]> {
  return OutlineTemplate.query(db)
    .whereRaw("(is_global or author_id = ?)", [authorId])
    .orderByRaw("is_global desc, case when is_global then id end asc, lower(name) asc, id asc");
}
