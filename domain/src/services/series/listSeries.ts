import type { Knex } from "@storyloom/db";
import { Book, Series, Subseries } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";

export interface SeriesSummary {
  series: Series;
  bookCount: number;
  subseriesCount: number;
  /** The cover of the series' first book that has one. */
  coverUrl: string | null;
}

/** The actor's series that are not deleted, by title, with their counts (deleted books are not counted). */
export async function listSeries(input: { actor: UserActor; db: Knex | Knex.Transaction }): Promise<SeriesSummary[]> {
  const { actor, db } = input;
  if (actor.authorId === null) return [];
  const series = await Series.query(db).where({ authorId: actor.authorId, deleted: false }).orderByRaw("lower(title) asc").orderBy("id", "asc");
  if (series.length === 0) return [];
  const ids = series.map((row) => row.id);
  const books = await Book.query(db)
    .whereIn("seriesId", ids)
    .where({ deleted: false })
    .select("id", "seriesId", "imgUrl", "number")
    .orderByRaw("number asc nulls last")
    .orderBy("id", "asc");
  const subseries = await Subseries.query(db).whereIn("seriesId", ids).select("id", "seriesId");
  return series.map((row) => {
    const own = books.filter((book) => book.seriesId === row.id);
    return {
      series: row,
      bookCount: own.length,
      subseriesCount: subseries.filter((part) => part.seriesId === row.id).length,
      coverUrl: own.find((book) => book.imgUrl !== null)?.imgUrl ?? null,
    };
  });
}
