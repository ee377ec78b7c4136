import type { Knex } from "@storyloom/db";
import type { ReaderTheme } from "@storyloom/db/enums";
import { NotFoundError } from "../../errors.ts";
import { sanitizeMarkup } from "../chapters/sanitizeMarkup.ts";
import { completeCards, selectCardColumns, wherePublicBook } from "./publicBooks.ts";
import type { CardRow, PublicBookCard } from "./publicBooks.ts";
import { findCustomDomainName } from "./publicCustomDomains.ts";
import { COLLECTION_NOT_FOUND, selectPublicSeriesCards, seriesCardOf } from "./publicSeries.ts";
import type { PublicSeriesCard, SeriesCardRow } from "./publicSeries.ts";

export interface PublicSeriesBook extends PublicBookCard {
  number: number | null;
  subseriesId: number | null;
  numberInSubseries: number | null;
}

export interface PublicSubseries {
  id: number;
  title: string;
  description: string | null;
  number: number | null;
  /** Its public books, in subseries order. */
  bookIds: number[];
}

/** A public series' page. */
export interface PublicSeries extends PublicSeriesCard {
  /** Sanitised HTML. */
  description: string | null;
  books: PublicSeriesBook[];
  /** Only the subseries holding a public book. */
  subseries: PublicSubseries[];
  authorTheme: ReaderTheme | null;
  subscriptionEnabled: boolean;
  customDomain: string | null;
}

interface SeriesPageRow extends SeriesCardRow {
  description: string | null;
  subscriptionEnabled: boolean;
  authorTheme: ReaderTheme | null;
}

interface SeriesBookRow extends CardRow {
  number: number | null;
  subseriesId: number | null;
  numberInSubseries: number | null;
}

/**
 * A public series with its public books in series order, in six queries
 * (series, books, their chapter and review totals, subseries, custom domain);
 * NotFoundError "Collection not found." for an unknown, deleted or suspended
 * series or one without a public book.
 */
export async function findPublicSeries(input: { db: Knex | Knex.Transaction; seriesId: number }): Promise<PublicSeries> {
  const { db, seriesId } = input;
  const row: SeriesPageRow | undefined = await selectPublicSeriesCards(db)
    .where("series.id", seriesId)
    .first("series.description", "series.subscriptionEnabled", "authorProfiles.theme as authorTheme");
  if (!row) throw new NotFoundError(COLLECTION_NOT_FOUND);
  const bookRows: SeriesBookRow[] = await selectCardColumns(wherePublicBook(db("books")))
    .where("books.seriesId", seriesId)
    .select("books.number", "books.subseriesId", "books.numberInSubseries")
    .orderByRaw("books.number asc nulls last")
    .orderBy("books.id");
  const cards = await completeCards(db, bookRows);
  const books = cards.map((card, place) => {
    const bookRow = bookRows[place]!;
    return { ...card, number: bookRow.number, subseriesId: bookRow.subseriesId, numberInSubseries: bookRow.numberInSubseries };
  });
  const subseriesRows: Array<{ id: number; title: string; description: string | null; number: number | null }> = await db("subseries")
    .where("seriesId", seriesId)
    .select("id", "title", "description", "number")
    .orderByRaw("number asc nulls last")
    .orderBy("id");
  const subseries = subseriesRows
    .map((part) => ({
      ...part,
      bookIds: books
        .filter((book) => book.subseriesId === part.id)
        .sort((a, b) => (a.numberInSubseries ?? Number.MAX_SAFE_INTEGER) - (b.numberInSubseries ?? Number.MAX_SAFE_INTEGER) || a.id - b.id)
        .map((book) => book.id),
    }))
    .filter((part) => part.bookIds.length > 0);
  return {
    ...seriesCardOf(row),
    description: row.description === null ? null : sanitizeMarkup(row.description),
    books,
    subseries,
    authorTheme: row.authorTheme,
    subscriptionEnabled: row.subscriptionEnabled,
    customDomain: await findCustomDomainName(db, { seriesId }),
  };
}
