import type { Knex } from "knex";

// Storefront search (domain/src/services/readers/searchPublicBooks.ts): public
// books by title, description, author and genre, forgiving typos and accents.
// `storyloom_fold` is the one spelling every side of a comparison goes through
// (lower case, accents removed); it names its dictionary and schema so that it
// is immutable, as an index expression must be (unaccent() alone is only
// stable, since it reads the search path). The trigram indexes answer
// PostgreSQL's word-similarity operator (`%>`): a query that is close to some
// run of words in the text, "lantren road" in "The Lantern Road".
export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE EXTENSION IF NOT EXISTS pg_trgm");
  await knex.raw("CREATE EXTENSION IF NOT EXISTS unaccent");
  await knex.raw(`
    CREATE FUNCTION storyloom_fold(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1))
  `);
  await knex.raw("CREATE INDEX books_search_title ON books USING gin (storyloom_fold(title) gin_trgm_ops)");
  await knex.raw("CREATE INDEX books_search_description ON books USING gin (storyloom_fold(coalesce(description, '')) gin_trgm_ops)");
  await knex.raw("CREATE INDEX author_profiles_search_name ON author_profiles USING gin (storyloom_fold(coalesce(name, '')) gin_trgm_ops)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS author_profiles_search_name");
  await knex.raw("DROP INDEX IF EXISTS books_search_description");
  await knex.raw("DROP INDEX IF EXISTS books_search_title");
  await knex.raw("DROP FUNCTION IF EXISTS storyloom_fold(text)");
}
