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
 * The query must select its table's rows (no select of its own, or one that
 * keeps them); relations fetched with `withGraphFetched` are fetched for the
 * page as before. `page` counts from 1.
 */
export async function pageOf<M extends Model>(query: QueryBuilder<M, M[]>, page: number, pageSize: number): Promise<{ results: M[]; total: number }> {
  const table = query.modelClass().tableName;
  const counted = query.clone();
  if (!counted.has("select")) counted.select(`${table}.*`);
  const rows = await counted.select(raw(`count(*) over () as ${TOTAL_COLUMN}`)).offset((page - 1) * pageSize).limit(pageSize);
  const first = rows[0] as (M & { [TOTAL_PROPERTY]?: unknown }) | undefined;
  const total = first ? Number(first[TOTAL_PROPERTY]) : page > 1 ? await query.clone().resultSize() : 0;
  for (const row of rows) delete (row as M & { [TOTAL_PROPERTY]?: unknown })[TOTAL_PROPERTY];
  return { results: rows, total };
}
