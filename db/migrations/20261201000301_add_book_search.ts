import type { Knex } from "knex";

// Storefront search (domain/src/services/readers/searchCatalogue.ts): public
// books and series by title, author, genre and description.
//
// - `storyloom_fold(text)`: the one spelling every side of a comparison goes
//   through (lower case, accents removed). It names its dictionary and schema
//   so that it is immutable, as an index expression must be (unaccent() alone
//   is only stable: it reads the search path).
// - Titles and names, short, are compared by trigram word similarity (typos
//   forgiven): trigram GIN indexes on the folded text answer `%>`.
// - Descriptions, long, are matched by their words (`storyloom_words`: tags
//   stripped, folded, English stems): trigrams of a long text match almost any
//   search somewhere, and checking each candidate cost 90 µs (400 ms for one
//   search over 10,000 books); a full-text GIN index answers at once.
// - The indexes keep no statistics (STATISTICS 0): the planner's estimate of
//   `%>` runs the operator over every sampled value, which cost 4-9 ms of
//   planning per search; without them it takes a fixed selectivity.
// - No pending list (fastupdate off): GIN otherwise keeps new entries in a
//   list that every search reads through until a vacuum merges it (8-12 ms a
//   search after 10,000 new books, under 1 ms merged). Books and names are
//   written far less often than searched.
export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE EXTENSION IF NOT EXISTS pg_trgm");
  await knex.raw("CREATE EXTENSION IF NOT EXISTS unaccent");
  await knex.raw(`
    CREATE FUNCTION storyloom_fold(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1))
  `);
  await knex.raw(`
    CREATE FUNCTION storyloom_words(text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN to_tsvector('pg_catalog.english'::regconfig, storyloom_fold(regexp_replace(coalesce($1, ''), '<[^>]*>', ' ', 'g')))
  `);
  const indexes: Array<[string, string, string]> = [
    ["books_search_title", "books", "storyloom_fold(title) gin_trgm_ops"],
    ["author_profiles_search_name", "author_profiles", "storyloom_fold(coalesce(name, '')) gin_trgm_ops"],
    ["series_search_title", "series", "storyloom_fold(title) gin_trgm_ops"],
    ["books_search_words", "books", "storyloom_words(description)"],
    ["series_search_words", "series", "storyloom_words(description)"],
  ];
  for (const [name, table, expression] of indexes) {
    await knex.raw(`CREATE INDEX ${name} ON ${table} USING gin (${expression}) WITH (fastupdate = off)`);
    await knex.raw(`ALTER INDEX ${name} ALTER COLUMN 1 SET STATISTICS 0`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ["series_search_words", "books_search_words", "series_search_title", "author_profiles_search_name", "books_search_title"]) {
    await knex.raw(`DROP INDEX IF EXISTS ${name}`);
  }
  await knex.raw("DROP FUNCTION IF EXISTS storyloom_words(text)");
  await knex.raw("DROP FUNCTION IF EXISTS storyloom_fold(text)");
}
