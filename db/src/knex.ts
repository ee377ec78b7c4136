import { createHash } from "node:crypto";
import knexFactory from "knex";
import type { Knex } from "knex";
import objection from "objection";

const { knexSnakeCaseMappers, Model } = objection;

export type { Knex };

export interface CreateKnexOptions {
  /** Connections kept per process; docs/architecture.md (Limits and defaults) asks for about 2 × cores. */
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

/** A statement as knex hands it to its PostgreSQL driver. */
interface DriverQuery {
  sql: string;
  bindings?: readonly unknown[];
  options?: { name?: string } & Record<string, unknown>;
}

interface DriverClient {
  _query(connection: unknown, query: DriverQuery): Promise<unknown>;
}

/** Statements that may be prepared: one statement (a query with bindings goes by the extended protocol already), a list of bindings of bounded length. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const MAX_PREPARED_BINDINGS = 100;
/** Distinct statements a process prepares at most (on each of its connections, as they meet them); the rest run unprepared. */
export const MAX_PREPARED_STATEMENTS = 1_000;

/**
 * Every repeated statement becomes a named prepared statement, named after its
 * text: PostgreSQL parses and plans it once per connection instead of on
 * every call, and the driver sends only its bindings. Under load that was the
 * largest cost every route paid (bench/README.md, issue 24: the sales report
 * went from 351 to 848 requests/s, a page of books from 620 to 844). Knex
 * builds the same text for the same query shape; ids and values are bindings.
 * A schema change made by this process (a migration, a test) starts new
 * names; one made by another process while this one runs (a deploy's
 * migration) is found when PostgreSQL refuses the stale statement, which then
 * runs unprepared, now and from then on (inside a transaction that refusal
 * still ends the transaction: that one request fails once).
 */
const SCHEMA_CHANGE = /^\s*(create|drop|alter|comment)\b/i;
const names = new Map<string, string | null>();
/** Counts the schema changes this process made: statements prepared before one are not asked for by name again. */
let schemaGeneration = 0;
let isPreparing = false;

function nameOf(query: DriverQuery): string | null {
  const known = names.get(query.sql);
  if (known !== undefined) return known;
  const count = query.bindings?.length ?? 0;
  if (names.size >= MAX_PREPARED_STATEMENTS || count === 0 || count > MAX_PREPARED_BINDINGS || !PREPARABLE.test(query.sql)) return null;
  const name = `sl${schemaGeneration}_${createHash("sha256").update(query.sql).digest("hex").slice(0, 24)}`;
  names.set(query.sql, name);
  return name;
}

/**
 * A prepared statement that the schema changed under it: a table's columns
 * ("cached plan must not change result type") or a type dropped and made
 * again ("cache lookup failed for type …"). PostgreSQL refuses it before
 * running it, so running the statement unprepared cannot apply it twice.
 */
function isStalePlan(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "0A000" || (code === "XX000" && typeof message === "string" && message.includes("cache lookup failed"));
}

/** On the PostgreSQL client's prototype, once per process: a transaction's client is made from the prototype, not from the instance. */
function prepareRepeatedStatements(knex: Knex): void {
  if (isPreparing) return;
  isPreparing = true;
  const prototype = Object.getPrototypeOf(knex.client) as DriverClient;
  const run = prototype._query;
  prototype._query = async function (this: DriverClient, connection, query) {
    // A migration in this process (the tests, the CLI): what was prepared before it may name tables and types that changed.
    if (SCHEMA_CHANGE.test(query.sql)) {
      schemaGeneration += 1;
      names.clear();
    }
    const name = query.options?.name === undefined ? nameOf(query) : null;
    if (name === null) return run.call(this, connection, query);
    try {
      return await run.call(this, connection, { ...query, options: { ...query.options, name } });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      names.set(query.sql, null);
      return run.call(this, connection, query);
    }
  };
}

/** Builds a knex instance with snake_case ↔ camelCase mapping and the timeouts docs/architecture.md sets (Limits and defaults). */
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
  const knex = knexFactory({
    client: "pg",
    connection,
    pool: { min: 0, max: options.poolMax ?? 4 },
    ...knexSnakeCaseMappers(),
  });
  prepareRepeatedStatements(knex);
  return knex;
}

/** Binds every objection model to this knex instance. */
export function bindModels(knex: Knex): void {
  Model.knex(knex);
}
