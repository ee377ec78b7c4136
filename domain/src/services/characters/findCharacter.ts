import type { Knex } from "@storyloom/db";
import { StoryBookCharacter } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";

/** A character of the given book (scoped by it, so another book's character is not found). */
export async function findCharacter(db: Knex | Knex.Transaction, input: { bookId: number; characterId: number }): Promise<StoryBookCharacter> {
  const character = await StoryBookCharacter.query(db).findById(input.characterId).where({ bookId: input.bookId });
  if (!character) throw new NotFoundError("Character not found.");
  return character;
}
