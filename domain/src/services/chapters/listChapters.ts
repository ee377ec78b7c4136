import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";

/** A book's chapters in reading order. */
export async function listChapters(db: Knex | Knex.Transaction, bookId: number): Promise<Chapter[]> {
  return Chapter.query(db).where({ bookId }).orderBy("number");
}
