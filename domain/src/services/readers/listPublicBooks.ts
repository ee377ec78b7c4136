import type { Knex } from "@storyloom/db";
import { completeCards, selectCardColumns, wherePublicBook } from "./publicBooks.ts";
import type { CardRow, PublicBookCard } from "./publicBooks.ts";

/** How the storefront's grids order books. */
export const CATALOGUE_SORTS = ["recommended", "new", "updated"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

function orderBy(query: Knex.QueryBuilder, sort: CatalogueSort): Knex.QueryBuilder {
  if (sort === "recommended") {
    query
      .orderBy("books.isInRecommendations", "desc")
      .orderByRaw("books.recommendation_weight desc nulls last")
      .orderBy("books.readersCount", "desc")
      .orderByRaw("books.published_at desc nulls last");
  } else if (sort === "updated") {
    // The newest published chapter's time, kept on the book by the database (migration
    // 20261201000305_add_book_last_chapter_published_at), so that an index holds the order.
    query.orderByRaw("books.last_chapter_published_at desc nulls last").orderByRaw("books.published_at desc nulls last");
  } else {
    query.orderByRaw("books.published_at desc nulls last");
  }
  // A stable order across pages when the sort key ties.
  return query.orderBy("books.id", "desc");
}

/** Restricts a query on `books` (or its alias) to the public books of the genre or author asked for. */
function wherePublicBookOf(
  query: Knex.QueryBuilder,
  input: { genreId?: number | undefined; authorId?: number | undefined },
  table = "books",
): Knex.QueryBuilder {
  wherePublicBook(query, table);
  if (input.genreId !== undefined) query.where(`${table}.genreId`, input.genreId);
  if (input.authorId !== undefined) query.where(`${table}.authorId`, input.authorId);
  return query;
}

/**
 * One page of public books for the storefront's grids, optionally of one genre
 * or one author: three queries (the page with its total, then chapter and
 * review totals of the page's books).
 */
export async function listPublicBooks(input: {
  db: Knex | Knex.Transaction;
  sort: CatalogueSort;
  genreId?: number | undefined;
  authorId?: number | undefined;
  page: number;
  pageSize: number;
}): Promise<{ items: PublicBookCard[]; total: number }> {
  const { db } = input;
  const query = selectCardColumns(wherePublicBookOf(db("books"), input));
  // The total as a subquery PostgreSQL runs once, not `count(*) over ()`: a window would have it produce
  // every public book before the first of the page, where the grid's index lets it stop after the page.
  const total = wherePublicBookOf(db("books as counted"), input, "counted").count("*");
  const rows: Array<CardRow & { total: number }> = await orderBy(query, input.sort)
    .select(total.as("total"))
    .offset((input.page - 1) * input.pageSize)
    .limit(input.pageSize);
  return { items: await completeCards(db, rows), total: rows[0]?.total ?? (input.page > 1 ? await countPublicBooks(input) : 0) };
}

/** The total alone, for a page past the end (which has no row to carry it). */
async function countPublicBooks(input: { db: Knex | Knex.Transaction; genreId?: number | undefined; authorId?: number | undefined }): Promise<number> {
  const row = await wherePublicBookOf(input.db("books"), input).count<{ count: number }>("* as count").first();
  return Number(row?.count ?? 0);
}
