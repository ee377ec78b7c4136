import type { Knex } from "@storyloom/db";
import type { BookType } from "@storyloom/db/enums";
import { Book } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import type { StoryToolBookSubject } from "../../policies/storyTools.ts";

/** The book a tool runs in, as the story-tool policies decide on it, with its kind (tools are made for stories, screenplays or both). */
export interface StoryToolBook extends StoryToolBookSubject {
  id: number;
  type: BookType;
}

export async function findStoryToolBook(db: Knex | Knex.Transaction, bookId: number): Promise<StoryToolBook> {
  const book = await Book.query(db).findById(bookId).select("id", "authorId", "deleted", "type");
  if (!book) throw new NotFoundError("Book not found.");
  return { id: book.id, authorId: book.authorId, deleted: book.deleted, type: book.type };
}
