import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";
import { isAdmin } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";
import { bookCountColumns, takeCounts } from "./loadBookStats.ts";
import type { BookCounts } from "./loadBookStats.ts";

interface FindOwnBookInput {
  actor: UserActor;
  db: Knex | Knex.Transaction;
  bookId: number;
  allowAdmin?: boolean;
}

/** The book's query scoped to the actor (every author's book for an admin when allowed); null when the actor can own no book. */
function ownBookQuery(input: FindOwnBookInput) {
  const { actor } = input;
  const unscoped = input.allowAdmin === true && isAdmin(actor);
  if (!unscoped && actor.authorId === null) return null;
  const query = Book.query(input.db).findById(input.bookId);
  if (!unscoped) query.where("books.authorId", actor.authorId);
  return query;
}

/**
 * Loads a book scoped to the actor's author profile (with its genre), or
 * NotFoundError. `allowAdmin` widens the scope for admins, whose read access
 * the book policy grants; the policy still decides (a deleted book is 404).
 */
export async function findOwnBook(input: FindOwnBookInput & { forUpdate?: boolean }): Promise<Book> {
  const query = ownBookQuery(input);
  if (!query) throw new NotFoundError("Book not found.");
  // A read joins the genre (one statement); a locking read cannot lock through an outer join, so it fetches the genre after.
  if (input.forUpdate) query.withGraphFetched("genre").forUpdate();
  else query.withGraphJoined("genre");
  const book = await query;
  if (!book) throw new NotFoundError("Book not found.");
  return book;
}

/** findOwnBook for a read, with the book's chapter and word counts, in one statement. */
export async function findOwnBookWithCounts(input: FindOwnBookInput): Promise<{ book: Book; counts: BookCounts }> {
  const query = ownBookQuery(input);
  if (!query) throw new NotFoundError("Book not found.");
  const book = await query.select("books.*", ...bookCountColumns(input.db)).withGraphJoined("genre");
  if (!book) throw new NotFoundError("Book not found.");
  return { book, counts: takeCounts(book) };
}
