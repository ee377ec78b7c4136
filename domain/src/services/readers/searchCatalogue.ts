import type { Knex } from "@storyloom/db";
import { completeCards, selectCardColumns } from "./publicBooks.ts";
import type { CardRow, PublicBookCard } from "./publicBooks.ts";
import { selectPublicSeriesCards, seriesCardOf } from "./publicSeries.ts";
import type { PublicSeriesCard, SeriesCardRow } from "./publicSeries.ts";

type Db = Knex | Knex.Transaction;

/**
 * How close a search must come to some run of words of a title, a
 * description, an author's name or a genre (PostgreSQL's word similarity: the
 * share of the search's trigrams found there). 0.45 lets one typo in a word
 * of seven letters through ("lantren" shares 4 of its 8 trigrams with
 * "lantern", "mistery" with "mystery") and keeps unrelated words out; the
 * ranking puts the closest first. Two typos in a short search ("lantren
 * raod", 0.31) are as far from the title as from any text holding both words:
 * trigrams cannot tell them apart (docs/decisions.md, "Storefront search").
 */
export const SEARCH_SIMILARITY = 0.45;

/** One result: a public book or a public series (collection), ranked together. */
export type SearchHit = { kind: "book"; book: PublicBookCard } | { kind: "series"; series: PublicSeriesCard };

// Candidates come from the trigram indexes (db/migrations/20261201000301_add_book_search.ts),
// one branch per indexed text, so that each branch is an index scan; the ranking then
// weighs where the search matched: a title counts most, then an author's name, a genre, a
// description. Ties go to the book more readers hold, then to the newest.
const RANKED_SQL = `
with book_hits as (
  select id from books where storyloom_fold(title) %> :q
  union select id from books where storyloom_fold(coalesce(description, '')) %> :q
  union select b.id from author_profiles a join books b on b.author_id = a.id where storyloom_fold(coalesce(a.name, '')) %> :q
  union select b.id from genres g join books b on b.genre_id = g.id where storyloom_fold(g.name) %> :q
),
series_hits as (
  select id from series where storyloom_fold(title) %> :q
  union select id from series where storyloom_fold(coalesce(description, '')) %> :q
  union select s.id from author_profiles a join series s on s.author_id = a.id where storyloom_fold(coalesce(a.name, '')) %> :q
),
ranked as (
  select 'book' as kind, b.id, greatest(
      word_similarity(:q, storyloom_fold(b.title)),
      0.9 * word_similarity(:q, storyloom_fold(coalesce(a.name, ''))),
      0.8 * word_similarity(:q, storyloom_fold(coalesce(g.name, ''))),
      0.7 * word_similarity(:q, storyloom_fold(coalesce(b.description, '')))
    ) as score, b.readers_count as held_by
  from books b
  join author_profiles a on a.id = b.author_id
  left join genres g on g.id = b.genre_id
  where b.id in (select id from book_hits)
    and b.status = 'PUBLISHED' and not b.deleted and not b.is_suspended
    and (cast(:seriesId as bigint) is null or b.series_id = cast(:seriesId as bigint))
  union all
  select 'series', s.id, greatest(
      word_similarity(:q, storyloom_fold(s.title)),
      0.9 * word_similarity(:q, storyloom_fold(coalesce(a.name, ''))),
      0.7 * word_similarity(:q, storyloom_fold(coalesce(s.description, '')))
    ), 0
  from series s
  join author_profiles a on a.id = s.author_id
  where s.id in (select id from series_hits)
    and not s.deleted and not s.is_suspended
    and cast(:seriesId as bigint) is null
    and exists (select 1 from books pb where pb.series_id = s.id and pb.status = 'PUBLISHED' and not pb.deleted and not pb.is_suspended)
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
  return input.db.transaction(async (trx) => {
    // The similarity operator reads its threshold from the session: set for this transaction only.
    const folded = await trx.raw<{ rows: Array<{ q: string }> }>("select set_config('pg_trgm.word_similarity_threshold', ?, true), storyloom_fold(?) as q", [
      String(SEARCH_SIMILARITY),
      input.q,
    ]);
    const q = folded.rows[0]?.q ?? input.q;
    const ranked = await trx.raw<{ rows: RankedRow[] }>(RANKED_SQL, {
      q,
      seriesId: input.seriesId ?? null,
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    const rows = ranked.rows;
    const total = rows[0]?.total ?? (input.page > 1 ? await countMatches(trx, q, input.seriesId) : 0);
    return { items: await hitsOf(trx, rows), total };
  });
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
