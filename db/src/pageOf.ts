import objection from "objection";
import type { Model, QueryBuilder } from "objection";

const { raw } = objection;

/** The column each row of a counted page carries, removed before the rows are returned (as the snake-case mappers name it). */
const TOTAL_COLUMN = "storyloom_page_total";
const TOTAL_PROPERTY = "storyloomPageTotal";

/**
 * One page of a query's rows and how many rows the whole query has, in one
 * statement where objection's `page()` makes two (the rows, then a count of
 * the same query): each row carries `count(*) over ()`, the number of rows
 * before LIMIT. Only a page past the end (no rows, so no count) asks again,
 * with the count alone. Under load a list's second statement cost as much as
 * its first (bench/README.md, issue 24).
 *
 * `countApart`: the total as a subquery, `(select count(*) from (<query>))`,
 * which PostgreSQL runs once beside the page. For a long list read in the
 * order of an index (an account's transactions, every user): a window over
 * the rows has PostgreSQL produce every row of the query before the first of
 * the page, where the index would let it stop at the page's end (20,000 AI
 * transactions: 36 ms a page with the window, 3 ms apart; bench/README.md,
 * "the database at scale"). Not for a list that is sorted or filtered row by
 * row anyway: there the subquery does that work a second time.
 *
 * The query must select its table's rows (no select of its own, or one that
 * keeps them); relations fetched with `withGraphFetched` are fetched for the
 * page as before. `page` counts from 1.
 */
export async function pageOf<M extends Model>(
  query: QueryBuilder<M, M[]>,
  page: number,
  pageSize: number,
  options: { countApart?: boolean } = {},
): Promise<{ results: M[]; total: number }> {
  const table = query.modelClass().tableName;
  const counted = query.clone();
  if (!counted.has("select")) counted.select(`${table}.*`);
  const total = options.countApart
    ? raw(`(select count(*) from ? as storyloom_page_rows) as ${TOTAL_COLUMN}`, [query.clone().clearOrder().toKnexQuery()])
    : raw(`count(*) over () as ${TOTAL_COLUMN}`);
  const rows = await counted
    .select(total)
    .offset((page - 1) * pageSize)
    .limit(pageSize);
  const first = rows[0] as (M & { [TOTAL_PROPERTY]?: unknown }) | undefined;
  const count = first ? Number(first[TOTAL_PROPERTY]) : page > 1 ? await query.clone().resultSize() : 0;
  for (const row of rows) delete (row as M & { [TOTAL_PROPERTY]?: unknown })[TOTAL_PROPERTY];
  return { results: rows, total: count };
}
