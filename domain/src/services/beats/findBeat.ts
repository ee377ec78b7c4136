import type { Knex } from "@storyloom/db";
import { StoryBookBeat } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";

/** A beat of the book (scoped by it: another book's beat is not found through this one). */
export async function findBeat(db: Knex | Knex.Transaction, input: { bookId: number; beatId: number }): Promise<StoryBookBeat> {
  const beat = await StoryBookBeat.query(db).where({ bookId: input.bookId }).findById(input.beatId);
  if (!beat) throw new NotFoundError("Beat not found.");
  return beat;
}
