import type { Knex } from "@storyloom/db";
import { StoryBookIdea } from "@storyloom/db/models";

/** A book's ideas, newest first (ids are identities, so by id: ideas made in one batch keep the order they were made in, reversed). */
export async function listIdeas(db: Knex | Knex.Transaction, bookId: number): Promise<StoryBookIdea[]> {
  return StoryBookIdea.query(db).where({ bookId }).orderBy("id", "desc");
}
