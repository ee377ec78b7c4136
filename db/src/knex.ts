import knexFactory from "knex";
import type { Knex } from "knex";
import objection from "objection";

const { knexSnakeCaseMappers, Model } = objection;

export type { Knex };

export interface CreateKnexOptions {
  /** Connections kept per process; DESIGN.md asks for about 2 × cores. */
  poolMax?: number;
  /** Application name shown in pg_stat_activity. */
  applicationName?: string;
}

// pg returns bigint (int8) as string by default; ids are bigint identities
// that stay well below 2^53, so they are parsed to numbers once, here.
import pg from "pg";
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
// numeric columns hold fee percentages (numeric(5,2)), exact as doubles.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));
// A calendar date stays the 'YYYY-MM-DD' string: a Date would shift with the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/**
 * How close a reader's search must come to a title or a name (pg_trgm's word
 * similarity, which its `%>` operator reads from the session): set on every
 * connection, so that a search is one statement rather than a transaction that
 * sets it first (domain/src/services/readers/searchCatalogue.ts says why 0.45).
 * Set before the extension is loaded, it waits as a placeholder that pg_trgm takes up.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/** Builds a knex instance with snake_case ↔ camelCase mapping and the timeouts DESIGN.md sets. */
export function createKnex(connectionString: string, options: CreateKnexOptions = {}): Knex {
  // knex's PgConnectionConfig type lacks lock_timeout, which pg itself accepts.
  const connection: Knex.PgConnectionConfig & { lock_timeout: number } = {
    connectionString,
    application_name: options.applicationName ?? "storyloom",
    statement_timeout: 15_000,
    lock_timeout: 5_000,
    idle_in_transaction_session_timeout: 30_000,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
  };
  return knexFactory({
    client: "pg",
    connection,
    pool: { min: 0, max: options.poolMax ?? 4 },
    ...knexSnakeCaseMappers(),
  });
}

/** Binds every objection model to this knex instance. */
export function bindModels(knex: Knex): void {
  Model.knex(knex);
}
