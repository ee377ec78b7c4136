import type { Knex } from "@storyloom/db";
import { selectPublicSeriesCards, seriesCardOf } from "./publicSeries.ts";
import type { PublicSeriesCard, SeriesCardRow } from "./publicSeries.ts";

/** One page of public series (optionally one author's), the most recently published first; one query. */
export async function listPublicSeries(input: {
  db: Knex | Knex.Transaction;
  authorId?: number | undefined;
  page: number;
  pageSize: number;
}): Promise<{ items: PublicSeriesCard[]; total: number }> {
  const { db } = input;
  const query = selectPublicSeriesCards(db);
  if (input.authorId !== undefined) query.where("series.authorId", input.authorId);
  const rows: Array<SeriesCardRow & { total: number }> = await query
    .select(db.raw("count(*) over () as total"))
    .orderByRaw("public_books.last_published_at desc nulls last")
    .orderBy("series.id", "desc")
    .offset((input.page - 1) * input.pageSize)
    .limit(input.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && input.page > 1) {
    const counted = selectPublicSeriesCards(db).clearSelect().count<{ count: number }>("* as count");
    if (input.authorId !== undefined) counted.where("series.authorId", input.authorId);
    total = Number((await counted.first())?.count ?? 0);
  }
  return { items: rows.map(seriesCardOf), total };
}
