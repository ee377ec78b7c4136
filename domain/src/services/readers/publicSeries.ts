import type { Knex } from "@storyloom/db";
import type { PublicAuthorRef } from "./publicBooks.ts";

type Db = Knex | Knex.Transaction;

export const COLLECTION_NOT_FOUND = "Collection not found.";

/** What the collection grid shows of a public series. */
export interface PublicSeriesCard {
  id: number;
  title: string;
  imgUrl: string | null;
  author: PublicAuthorRef;
  /** Public books in it. */
  booksCount: number;
  /** The cover of its first public book (in series order) that has one. */
  coverUrl: string | null;
}

export interface SeriesCardRow {
  id: number;
  title: string;
  imgUrl: string | null;
  authorId: number;
  authorName: string | null;
  authorImgUrl: string | null;
  booksCount: number;
  coverUrl: string | null;
}

// A series is public when it is live and holds at least one public book: the
// lateral subquery counts them (and finds the first cover) for each series.
const PUBLIC_BOOKS_OF_SERIES = `
  join lateral (
    select count(*)::int as books_count,
      (array_agg(b.img_url order by b.number nulls last, b.id) filter (where b.img_url is not null))[1] as cover_url,
      max(b.published_at) as last_published_at
    from books b
    where b.series_id = series.id and b.status = 'PUBLISHED' and not b.deleted and not b.is_suspended
  ) public_books on public_books.books_count > 0`;

/** Public series (live, with a public book), joined to their author, with a card's columns selected. */
export function selectPublicSeriesCards(db: Db): Knex.QueryBuilder {
  return db("series")
    .join("authorProfiles", "authorProfiles.id", "series.authorId")
    .joinRaw(PUBLIC_BOOKS_OF_SERIES)
    .where("series.deleted", false)
    .where("series.isSuspended", false)
    .select(
      "series.id",
      "series.title",
      "series.imgUrl",
      "series.authorId",
      "authorProfiles.name as authorName",
      "authorProfiles.imgUrl as authorImgUrl",
      db.raw("public_books.books_count"),
      db.raw("public_books.cover_url"),
    );
}

export function seriesCardOf(row: SeriesCardRow): PublicSeriesCard {
  return {
    id: row.id,
    title: row.title,
    imgUrl: row.imgUrl,
    author: { id: row.authorId, name: row.authorName, imgUrl: row.authorImgUrl },
    booksCount: row.booksCount,
    coverUrl: row.coverUrl,
  };
}
