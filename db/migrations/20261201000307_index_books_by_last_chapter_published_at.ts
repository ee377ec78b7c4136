import type { Knex } from "knex";

// The "last updated" grids (listPublicBooks.ts, sort "updated"), whole
// catalogue and by genre, read in index order like the other grids
// (20261201000304_index_hot_reads_at_scale.ts): the public-book condition in
// literals, built CONCURRENTLY so that books keep taking writes, hence no
// transaction (config below) and no statement timeout.
export const config = { transaction: false };

const PUBLIC_BOOK = "status = 'PUBLISHED' AND NOT deleted AND NOT is_suspended";
const UPDATED = "last_chapter_published_at DESC NULLS LAST, published_at DESC NULLS LAST, id DESC";

/** name → definition after `CREATE INDEX CONCURRENTLY <name> ON`. */
const ADDED: Array<[string, string]> = [
  ["books_catalogue_updated_idx", `books (${UPDATED}) WHERE ${PUBLIC_BOOK}`],
  ["books_genre_updated_idx", `books (genre_id, ${UPDATED}) WHERE ${PUBLIC_BOOK}`],
];

/** Runs the statements on one connection without the application's statement timeout (db/src/knex.ts). */
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

export async function up(knex: Knex): Promise<void> {
  // A concurrent build that failed leaves an invalid index of that name behind: each build drops it first.
  await onOneConnection(
    knex,
    ADDED.flatMap(([name, definition]) => [`DROP INDEX CONCURRENTLY IF EXISTS ${name}`, `CREATE INDEX CONCURRENTLY ${name} ON ${definition}`]),
  );
}

export async function down(knex: Knex): Promise<void> {
  await onOneConnection(
    knex,
    ADDED.map(([name]) => `DROP INDEX CONCURRENTLY IF EXISTS ${name}`),
  );
}
