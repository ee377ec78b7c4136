import objection from "objection";
import type { Model, QueryBuilder, Raw } from "objection";

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
 * `pageColumns`: columns worked out for the page's rows only (a book's
 * chapter and word counts). In the list's own select, PostgreSQL works out
 * such a column for every row of the list, the rows OFFSET skips included,
 * before it can take the page (an author's fifth page of books read every
 * chapter of the 100 books before it: bench/README.md, "the database at
 * scale"); here the page is taken first, in a subquery named as the table,
 * and the list's query (its conditions, order and fetched relations) runs
 * over those rows alone with the columns added. Still one statement.
 *
 * The query must select its table's rows (no select of its own, or one that
 * keeps them); relations fetched with `withGraphFetched` are fetched for the
 * page as before. `page` counts from 1.
 */
export async function pageOf<M extends Model>(
  query: QueryBuilder<M, M[]>,
  page: number,
  pageSize: number,
  options: { countApart?: boolean; pageColumns?: readonly Raw[] } = {},
): Promise<{ results: M[]; total: number }> {
  const table = query.modelClass().tableName;
  const counted = query.clone();
  if (!counted.has("select")) counted.select(`${table}.*`);
  const total = options.countApart
    ? raw(`(select count(*) from ? as storyloom_page_rows) as ${TOTAL_COLUMN}`, [query.clone().clearOrder().toKnexQuery()])
    : raw(`count(*) over () as ${TOTAL_COLUMN}`);
  const paged = counted
    .select(total)
    .offset((page - 1) * pageSize)
    .limit(pageSize);
  const rows = options.pageColumns
    ? await query
        .clone()
        .clearSelect()
        .from(paged.toKnexQuery().as(table))
        .select(`${table}.*`, ...options.pageColumns)
    : await paged;
  const first = rows[0] as (M & { [TOTAL_PROPERTY]?: unknown }) | undefined;
  const count = first ? Number(first[TOTAL_PROPERTY]) : page > 1 ? await query.clone().resultSize() : 0;
  for (const row of rows) delete (row as M & { [TOTAL_PROPERTY]?: unknown })[TOTAL_PROPERTY];
  return { results: rows, total: count };
}
