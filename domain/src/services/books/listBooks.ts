import { pageOf } from "@storyloom/db";
import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import { bookCountColumns, takeCounts } from "./loadBookStats.ts";
import type { BookCounts } from "./loadBookStats.ts";
import type { UserActor } from "../../auth/actor.ts";

/** How the author's book list can be ordered; each has one fixed direction. */
export const BOOK_SORTS = ["updatedAt", "title", "createdAt"] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The actor's own books that are not deleted, filtered by title, one page at
 * a time, each with its chapter and word counts: the page, its total and the
 * counts in one statement, the genres in a second.
 */
export async function listBooks(input: {
  actor: UserActor;
  db: Knex | Knex.Transaction;
  search: string | undefined;
  sort: BookSort;
  page: number;
  pageSize: number;
}): Promise<{ items: Array<{ book: Book; counts: BookCounts }>; total: number }> {
  const { actor } = input;
  if (actor.authorId === null) return { items: [], total: 0 };
  const query = Book.query(input.db).where({ "books.authorId": actor.authorId, "books.deleted": false }).withGraphFetched("genre");
  if (input.search) query.where("books.title", "ilike", `%${escapeLike(input.search)}%`);
  if (input.sort === "title") query.orderByRaw("lower(books.title) asc").orderBy("books.title", "asc");
  else query.orderBy(`books.${input.sort}`, "desc");
  // A stable order across pages when the sort key ties.
  query.orderBy("books.id", "desc");
  // The counts read every chapter of a book: worked out for the page's books only.
  const { results, total } = await pageOf(query, input.page, input.pageSize, { pageColumns: bookCountColumns(input.db) });
  const items = results.map((book) => ({ book, counts: takeCounts(book) }));
  return { items, total };
}
