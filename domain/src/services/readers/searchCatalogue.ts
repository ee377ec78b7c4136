import type { Knex } from "@storyloom/db";
import { completeCards, selectCardColumns } from "./publicBooks.ts";
import type { CardRow, PublicBookCard } from "./publicBooks.ts";
import { selectPublicSeriesCards, seriesCardOf } from "./publicSeries.ts";
import type { PublicSeriesCard, SeriesCardRow } from "./publicSeries.ts";

type Db = Knex | Knex.Transaction;

/** One result: a public book or a public series (collection), ranked together. */
export type SearchHit = { kind: "book"; book: PublicBookCard } | { kind: "series"; series: PublicSeriesCard };

/**
 * The search as every text is compared: folded (lower case, no accents) by the
 * same function as the indexes. PostgreSQL computes it once, while planning,
 * so that each `%>` below is an index condition on a constant.
 */
const Q = "storyloom_fold(:q)";

/** A row of `books` that is public (as wherePublicBook says) and, on a series' site, of that series. */
const PUBLIC_BOOK =
  "books.status = 'PUBLISHED' and not books.deleted and not books.is_suspended and (cast(:seriesId as bigint) is null or books.series_id = cast(:seriesId as bigint))";

// Each branch is an index scan (db/migrations/20261201000301_add_book_search.ts) that scores
// what it found. Titles, authors' names and genres are compared by word similarity (the share
// of the search's trigrams found in some run of their words): a match is one of at least
// WORD_SIMILARITY_THRESHOLD (0.45, db/src/knex.ts), which lets one typo in a word of seven
// letters through ("lantren" shares 4 of its 8 trigrams with "lantern", "mistery" with
// "mystery"). Two typos in a short search ("lantren raod", 0.31) are as far from the title as
// from any text holding both words: trigrams cannot tell them apart. A title scores its
// similarity, an author's name 0.9 of it, a genre 0.8; a description holding every word of
// the search (stemmed) scores 0.6. A book found several ways keeps its best score; ties go
// to the book more readers hold, then to the newest.
const RANKED_SQL = `
with matching_authors as materialized (
  select id, word_similarity(${Q}, storyloom_fold(coalesce(name, ''))) as score
  from author_profiles where storyloom_fold(coalesce(name, '')) %> ${Q}
),
matching_genres as materialized (
  select id, word_similarity(${Q}, storyloom_fold(name)) as score from genres where storyloom_fold(name) %> ${Q}
),
book_hits as (
  select books.id, word_similarity(${Q}, storyloom_fold(books.title)) as score, books.readers_count from books
    where storyloom_fold(books.title) %> ${Q} and ${PUBLIC_BOOK}
  union all
  select books.id, 0.9 * a.score, books.readers_count from matching_authors a join books on books.author_id = a.id
    where ${PUBLIC_BOOK}
  union all
  select books.id, 0.8 * g.score, books.readers_count from matching_genres g join books on books.genre_id = g.id
    where ${PUBLIC_BOOK}
  union all
  select books.id, 0.6, books.readers_count from books
    where storyloom_words(books.description) @@ plainto_tsquery('pg_catalog.english', ${Q}) and ${PUBLIC_BOOK}
),
series_hits as (
  select id, word_similarity(${Q}, storyloom_fold(title)) as score from series where storyloom_fold(title) %> ${Q}
  union all
  select series.id, 0.9 * a.score from matching_authors a join series on series.author_id = a.id
  union all
  select id, 0.6 from series where storyloom_words(description) @@ plainto_tsquery('pg_catalog.english', ${Q})
),
ranked as (
  select 'book' as kind, id, max(score) as score, max(readers_count) as held_by from book_hits group by id
  union all
  select 'series', s.id, max(h.score), 0 from series_hits h join series s on s.id = h.id
    where cast(:seriesId as bigint) is null and not s.deleted and not s.is_suspended
      and exists (select 1 from books pb where pb.series_id = s.id and pb.status = 'PUBLISHED' and not pb.deleted and not pb.is_suspended)
    group by s.id
)
select kind, id, count(*) over ()::int as total
from ranked
order by score desc, held_by desc, kind, id desc
offset :offset limit :limit`;

interface RankedRow {
  kind: "book" | "series";
  id: number;
  total: number;
}

/**
 * One page of public books and series matching `q` by title, description,
 * author or genre, forgiving typos and accents, best match first; within a
 * series' site (`seriesId`), only that series' books. `q` must already be
 * normalised and at least SEARCH_MIN_LENGTH long (searchText.ts; the route's schema sees to both).
 */
export async function searchCatalogue(input: {
  db: Db;
  q: string;
  seriesId?: number | undefined;
  page: number;
  pageSize: number;
}): Promise<{ items: SearchHit[]; total: number }> {
  const { db } = input;
  const ranked = await db.raw<{ rows: RankedRow[] }>(RANKED_SQL, {
    q: input.q,
    seriesId: input.seriesId ?? null,
    offset: (input.page - 1) * input.pageSize,
    limit: input.pageSize,
  });
  const rows = ranked.rows;
  const total = rows[0]?.total ?? (input.page > 1 ? await countMatches(db, input.q, input.seriesId) : 0);
  return { items: await hitsOf(db, rows), total };
}

/** The total alone, for a page past the end (which has no row to carry it). */
async function countMatches(db: Db, q: string, seriesId: number | undefined): Promise<number> {
  const counted = await db.raw<{ rows: RankedRow[] }>(RANKED_SQL, { q, seriesId: seriesId ?? null, offset: 0, limit: 1 });
  return counted.rows[0]?.total ?? 0;
}

/** The ranked rows as cards, in their order: one query for the books' cards (and their totals), one for the series'. */
async function hitsOf(db: Db, rows: readonly RankedRow[]): Promise<SearchHit[]> {
  const bookIds = rows.filter((row) => row.kind === "book").map((row) => row.id);
  const seriesIds = rows.filter((row) => row.kind === "series").map((row) => row.id);
  const bookRows: CardRow[] = bookIds.length > 0 ? await selectCardColumns(db("books")).whereIn("books.id", bookIds) : [];
  const books = new Map((await completeCards(db, bookRows)).map((card) => [card.id, card]));
  const seriesRows: SeriesCardRow[] = seriesIds.length > 0 ? await selectPublicSeriesCards(db).whereIn("series.id", seriesIds) : [];
  const series = new Map(seriesRows.map((row) => [row.id, seriesCardOf(row)]));
  const hits: SearchHit[] = [];
  for (const row of rows) {
    const book = row.kind === "book" ? books.get(row.id) : undefined;
    const found = row.kind === "series" ? series.get(row.id) : undefined;
    if (book) hits.push({ kind: "book", book });
    if (found) hits.push({ kind: "series", series: found });
  }
  return hits;
}
