import type { Knex } from "knex";

// The indexes the hot reads lacked at scale (bench/scale.bench.ts: 50,000
// books, 1,000,000 chapters, 1,000,000 readers; bench/README.md has the plans
// and the figures before and after). Built CONCURRENTLY, so that a big table
// keeps taking writes while its index is built: that cannot run inside a
// transaction, hence this migration has none (config below).
export const config = { transaction: false };

const PUBLIC_BOOK = "status = 'PUBLISHED' AND NOT deleted AND NOT is_suspended";
const RECOMMENDED = "is_in_recommendations DESC, recommendation_weight DESC NULLS LAST, readers_count DESC, published_at DESC NULLS LAST, id DESC";

/** name → definition after `CREATE INDEX CONCURRENTLY <name> ON`. */
const ADDED: Array<[string, string]> = [
  // The storefront's grids (listPublicBooks.ts) in each order they offer, whole catalogue and by genre: a
  // page is read in index order and the scan stops at its last row, instead of sorting every public book.
  ["books_catalogue_recommended_idx", `books (${RECOMMENDED}) WHERE ${PUBLIC_BOOK}`],
  ["books_catalogue_new_idx", `books (published_at DESC NULLS LAST, id DESC) WHERE ${PUBLIC_BOOK}`],
  ["books_genre_recommended_idx", `books (genre_id, ${RECOMMENDED}) WHERE ${PUBLIC_BOOK}`],
  ["books_genre_new_idx", `books (genre_id, published_at DESC NULLS LAST, id DESC) WHERE ${PUBLIC_BOOK}`],
  // A book card's chapter count, words and newest chapter (publicBooks.ts) from the index alone: without
  // word_count in it, every published chapter of every card was a heap read.
  ["chapters_published_totals_idx", "chapters (book_id, published_at DESC) INCLUDE (word_count) WHERE status = 'PUBLISHED'"],
  // Whether a reader's subscription opens a book (the bookshelf, chapter access): one probe per book.
  ["author_subscriptions_reader_access_idx", "author_subscriptions (reader_id, author_id, current_period_end) WHERE NOT is_deleted"],
  ["series_subscriptions_reader_access_idx", "series_subscriptions (reader_id, series_id, current_period_end) WHERE NOT is_deleted"],
  // A book's reading funnel counts its events per chapter and step from the index alone.
  ["chapter_funnel_events_book_chapter_step_idx", "chapter_funnel_events (book_id, chapter_id, step)"],
  // The AI usage page sums a month of calls by day, tool and model from the index alone.
  [
    "author_ai_usages_author_created_covering_idx",
    "author_ai_usages (author_id, created_at) INCLUDE (service, model, tool, input_tokens, output_tokens, cost)",
  ],
  // The admin's lists, newest first (review reports: open ones oldest first, closed ones latest closed
  // first): a page without a sort of the table. Their filters are bound values (deleted = $1), which a
  // prepared statement's generic plan cannot match to an index's WHERE: the flag leads the key instead.
  ["users_admin_list_idx", "users (created_at DESC, id DESC) WHERE deleted_at IS NULL"],
  ["books_admin_list_idx", "books (deleted, created_at DESC, id DESC)"],
  ["book_review_reports_queue_idx", "book_review_reports (deleted, resolved_at DESC NULLS LAST, date_time DESC, id)"],
];

/** Indexes the added ones make redundant (same leading columns), with their definitions for `down`. */
const REPLACED: Array<[string, string]> = [
  ["chapters_published_idx", "chapters (book_id, published_at DESC) WHERE status = 'PUBLISHED'"],
  ["chapter_funnel_events_book_id_step_index", "chapter_funnel_events (book_id, step)"],
  ["author_ai_usages_author_id_created_at_index", "author_ai_usages (author_id, created_at)"],
];

/**
 * Runs the statements on one connection without the application's statement
 * timeout (db/src/knex.ts): building an index of a big table takes longer.
 */
async function onOneConnection(knex: Knex, statements: string[]): Promise<void> {
  const connection: unknown = await knex.client.acquireConnection();
  try {
    await knex.raw("SET statement_timeout = 0").connection(connection);
    for (const statement of statements) await knex.raw(statement).connection(connection);
  } finally {
    await knex.raw("RESET statement_timeout").connection(connection);
    await knex.client.releaseConnection(connection);
  }
}

// A concurrent build that failed leaves an invalid index of that name behind: each build drops it first.
const build = ([name, definition]: [string, string]): string[] => [
  `DROP INDEX CONCURRENTLY IF EXISTS ${name}`,
  `CREATE INDEX CONCURRENTLY ${name} ON ${definition}`,
];
const drop = ([name]: [string, string]): string[] => [`DROP INDEX CONCURRENTLY IF EXISTS ${name}`];

export async function up(knex: Knex): Promise<void> {
  await onOneConnection(knex, [...ADDED.flatMap(build), ...REPLACED.flatMap(drop)]);
}

export async function down(knex: Knex): Promise<void> {
  await onOneConnection(knex, [...REPLACED.flatMap(build), ...ADDED.flatMap(drop)]);
}
