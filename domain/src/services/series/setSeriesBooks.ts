import type { Knex } from "@storyloom/db";
import { Book, Subseries } from "@storyloom/db/models";
import type { Series } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicSeriesTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { renumberSeries } from "./renumberSeries.ts";

/** One book of a series as the editor sends it; its place in the list is its `number`. */
export interface SeriesBookEntry {
  bookId: number;
  /** Omitted: kept (none for a book joining the series); null: none. */
  routeInSeries?: string | null;
  /** Omitted: kept (none for a book joining the series); null: none. */
  subseriesId?: number | null;
}

function refuse(message: string): never {
  throw new ValidationError(message, { books: message });
}

/**
 * Makes `entries` the series' books, in that order: books left out leave the
 * series (and their subseries), books not yet in it join it. Every book must
 * be one of the series author's books, not deleted and in no other series; a
 * subseries must be one of this series'; routes must differ. The caller
 * holds the series row lock and authorized "series.update".
 */
export async function setSeriesBooks(input: { trx: Knex.Transaction; pages: PublicPageCache; series: Series; entries: SeriesBookEntry[] }): Promise<void> {
  const { trx, pages, series, entries } = input;
  const ids = entries.map((entry) => entry.bookId);
  if (new Set(ids).size !== ids.length) refuse("A book can appear only once in a collection.");

  const books = ids.length === 0 ? [] : await Book.query(trx).whereIn("id", ids).where({ authorId: series.authorId, deleted: false }).forUpdate();
  const byId = new Map(books.map((book) => [book.id, book]));
  for (const id of ids) {
    const book = byId.get(id);
    if (!book) refuse(`Book ${id} is not one of your books.`);
    if (book.seriesId !== null && book.seriesId !== series.id) refuse(`"${book.title}" is already in another collection.`);
  }

  const partIds = new Set((await Subseries.query(trx).where({ seriesId: series.id }).select("id")).map((part) => part.id));
  const routes = new Set<string>();
  const rows = entries.map((entry, index) => {
    const book = byId.get(entry.bookId) as Book;
    const member = book.seriesId === series.id;
    const subseriesId = entry.subseriesId !== undefined ? entry.subseriesId : member ? book.subseriesId : null;
    if (subseriesId !== null && !partIds.has(subseriesId)) refuse(`Subseries ${subseriesId} is not part of this collection.`);
    const routeInSeries = entry.routeInSeries !== undefined ? entry.routeInSeries : member ? book.routeInSeries : null;
    if (routeInSeries !== null) {
      if (routes.has(routeInSeries)) refuse(`Two books use the route "${routeInSeries}".`);
      routes.add(routeInSeries);
    }
    return { id: book.id, number: index + 1, routeInSeries, subseriesId };
  });

  // Books left out leave the series with everything that placed them in it.
  const leaving = Book.query(trx).where({ seriesId: series.id });
  if (ids.length > 0) leaving.whereNotIn("id", ids);
  const leavingIds = (await leaving.select("id")).map((book) => book.id);
  if (leavingIds.length > 0) {
    await trx("books").whereIn("id", leavingIds).update({ seriesId: null, number: null, routeInSeries: null, subseriesId: null, numberInSubseries: null });
  }
  for (const row of rows) {
    await trx("books")
      .where({ id: row.id })
      .update({ seriesId: series.id, number: row.number, routeInSeries: row.routeInSeries, subseriesId: row.subseriesId });
  }
  await renumberSeries(trx, series.id);
  // The books that joined show the series now; the ones that left carried its tag.
  void invalidatePublicPages({ trx, pages, tags: publicSeriesTags(series.id, ids) });
}
