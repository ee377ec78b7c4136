import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { listBeats } from "../beats/listOutline.ts";
import type { OutlineTemplateBeat } from "./templateBeats.ts";

/**
 * The beats of one of the author's books, as a template keeps them ("save
 * this outline as a template"). Loaded scoped by the author: another
 * author's or a deleted book is not found.
 */
export async function bookOutlineAsTemplateBeats(db: Knex | Knex.Transaction, input: { authorId: number; bookId: number }): Promise<OutlineTemplateBeat[]> {
  const book = await Book.query(db).where({ authorId: input.authorId, deleted: false }).findById(input.bookId).select("id");
  if (!book) throw new NotFoundError("Book not found.");
  const beats = await listBeats(db, book.id);
  if (beats.length === 0) {
    const message = "This book has no beats to save as a template.";
    throw new ValidationError(message, { bookId: message });
  }
  return beats.map((beat) => ({ name: beat.name ?? "Untitled beat", purpose: beat.purpose, description: beat.description, act: beat.act }));
}
