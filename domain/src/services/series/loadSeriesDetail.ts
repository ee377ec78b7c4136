import type { Knex } from "@storyloom/db";
import { Book, Subseries } from "@storyloom/db/models";
import type { Series } from "@storyloom/db/models";

export interface SeriesDetail {
  series: Series;
  /** The series' books that are not deleted, by number. */
  books: Book[];
  /** Its subseries, by number. */
  subseries: Subseries[];
}

/** A series with its books and subseries in order, as the series editor shows it. */
export async function loadSeriesDetail(db: Knex | Knex.Transaction, series: Series): Promise<SeriesDetail> {
  const books = await Book.query(db).where({ seriesId: series.id, deleted: false }).orderByRaw("number asc nulls last").orderBy("id", "asc");
  const subseries = await Subseries.query(db).where({ seriesId: series.id }).orderByRaw("number asc nulls last").orderBy("id", "asc");
  return { series, books, subseries };
}
