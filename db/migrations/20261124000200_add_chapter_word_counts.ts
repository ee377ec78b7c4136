import type { Knex } from "knex";

/**
 * Words of the author's working text (staged markup where there is some),
 * counted by PostgreSQL on every write, whichever code path writes: the
 * studio's book list and book page sum them without reading any markup. The
 * same rules as db/src/countWords.ts, which counts them in Node since
 * 20261124000400 (PostgreSQL's regular expressions were too slow for every
 * save): block tags separate words, other tags and entities are not words,
 * and a token of punctuation alone is not a word.
 */
const WORKING_TEXT = "coalesce(staged_markup, markup, '')";
const TEXT_OF = (markup: string) =>
  `regexp_replace(regexp_replace(regexp_replace(regexp_replace(${markup}, '</?(p|br|h[1-6]|li|blockquote|div)([[:space:]/][^>]*)?>', ' ', 'gi'), '<[^>]*>', '', 'g'), '&(nbsp|#160|#xa0);|\\u00a0', ' ', 'gi'), '&[a-z0-9#]+;', 'x', 'gi')`;
// A word holds one character that is neither space nor punctuation (ASCII, Latin-1 and general punctuation).
const PUNCTUATION = "\\x21-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7e\\u00a1-\\u00bf\\u00d7\\u00f7\\u2010-\\u205e";
export const WORD_COUNT_SQL = `regexp_count(${TEXT_OF(WORKING_TEXT)}, '[^[:space:]]*[^[:space:]${PUNCTUATION}][^[:space:]]*')`;

/** SQL for knex.raw: its question marks escaped, so knex does not take them for bindings. */
export function forKnexRaw(sql: string): string {
  return sql.replaceAll("?", "\\?");
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(forKnexRaw(`ALTER TABLE chapters ADD COLUMN word_count integer GENERATED ALWAYS AS (${WORD_COUNT_SQL}) STORED`));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("chapters", (t) => {
    t.dropColumn("word_count");
  });
}
