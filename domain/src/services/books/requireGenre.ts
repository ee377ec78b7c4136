import type { Knex } from "@storyloom/db";
import { Genre } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";

export const UNKNOWN_GENRE = "Choose one of the listed genres.";

/** Refuses a genre id that names no genre, with the field's message (rather than a bare foreign-key 400). */
export async function requireGenre(db: Knex | Knex.Transaction, genreId: number | null | undefined): Promise<void> {
  if (genreId === null || genreId === undefined) return;
  const genre = await Genre.query(db).findById(genreId);
  if (!genre) throw new ValidationError(`genreId: ${UNKNOWN_GENRE}`, { genreId: UNKNOWN_GENRE });
}
