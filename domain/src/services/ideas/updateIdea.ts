import type { Knex } from "@storyloom/db";
import type { StoryBookIdea } from "@storyloom/db/models";
import { requireGenre } from "../books/requireGenre.ts";

/** What an author may change of an idea: its text and its genre (null: none). */
export interface IdeaChanges {
  idea?: string | undefined;
  genreId?: number | null | undefined;
}

/** Saves the idea fields that were sent; a genre must be one of the listed ones. The caller authorized "idea.update". */
export async function updateIdea(input: { trx: Knex.Transaction; idea: StoryBookIdea; changes: IdeaChanges }): Promise<StoryBookIdea> {
  const { trx, idea, changes } = input;
  await requireGenre(trx, changes.genreId);
  return idea.$query(trx).patchAndFetch(changes);
}
