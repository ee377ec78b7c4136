import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";
import { isAdmin } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";

/**
 * Loads a book scoped to the actor's author profile (with its genre), or
 * NotFoundError. `allowAdmin` widens the scope for admins, whose read access
 * the book policy grants; the policy still decides (a deleted book is 404).
 */
export async function findOwnBook(input: {
  actor: UserActor;
  db: Knex | Knex.Transaction;
  bookId: number;
  allowAdmin?: boolean;
  forUpdate?: boolean;
}): Promise<Book> {
  const { actor } = input;
  const unscoped = input.allowAdmin === true && isAdmin(actor);
  if (!unscoped && actor.authorId === null) throw new NotFoundError("Book not found.");
  const query = Book.query(input.db).findById(input.bookId);
  // A read joins the genre (one statement); a locking read cannot lock through an outer join, so it fetches the genre after.
  if (input.forUpdate) query.withGraphFetched("genre").forUpdate();
  else query.withGraphJoined("genre");
  if (!unscoped) query.where("books.authorId", actor.authorId);
  const book = await query;
  if (!book) throw new NotFoundError("Book not found.");
  return book;
}
