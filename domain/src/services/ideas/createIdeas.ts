import type { Knex } from "@storyloom/db";
import { Genre, StoryBookIdea } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { UNKNOWN_GENRE } from "../books/requireGenre.ts";

/** A new idea: its text and its genre (null or left out: none). */
export interface NewIdea {
  idea: string;
  genreId?: number | null | undefined;
}

/**
 * Adds ideas to a book in the order given, in one insert (all or none with the
 * caller's transaction), so the list (newest first) shows the last one first.
 * A genre must be one of the listed ones, named per idea (`ideas.N.genreId`).
 * The caller authorized "idea.create".
 */
export async function createIdeas(input: { trx: Knex.Transaction; bookId: number; ideas: NewIdea[] }): Promise<StoryBookIdea[]> {
  const { trx, bookId, ideas } = input;
  const wanted = [...new Set(ideas.flatMap((idea) => (idea.genreId === null || idea.genreId === undefined ? [] : [idea.genreId])))];
  const known = new Set(wanted.length > 0 ? (await Genre.query(trx).whereIn("id", wanted).select("id")).map((genre) => genre.id) : []);
  const fields: Record<string, string> = {};
  ideas.forEach((idea, index) => {
    if (idea.genreId !== null && idea.genreId !== undefined && !known.has(idea.genreId)) fields[`ideas.${index}.genreId`] = UNKNOWN_GENRE;
  });
  const [first] = Object.keys(fields);
  if (first) throw new ValidationError(`${first}: ${UNKNOWN_GENRE}`, fields);
  const created = await StoryBookIdea.query(trx).insertAndFetch(ideas.map((idea) => ({ idea: idea.idea, genreId: idea.genreId ?? null, bookId })));
  return created.sort((a, b) => a.id - b.id);
}
