import type { Knex } from "@storyloom/db";
import { StoryBookIdea } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";

/** An idea of the given book (scoped by it, so another book's idea is not found). */
export async function findIdea(db: Knex | Knex.Transaction, input: { bookId: number; ideaId: number }): Promise<StoryBookIdea> {
  const idea = await StoryBookIdea.query(db).findById(input.ideaId).where({ bookId: input.bookId });
  if (!idea) throw new NotFoundError("Idea not found.");
  return idea;
}
