import type { Knex } from "knex";
import { WORD_COUNT_SQL, forKnexRaw } from "./20261124000200_add_chapter_word_counts.ts";

/**
 * `chapters.word_count` becomes a plain column that the Chapter model writes
 * with every change of the text (db/src/countWords.ts, one pass over the
 * markup). Counted by PostgreSQL's regular expressions it cost 7 ms of every
 * save of a 10,000-word chapter; counted in Node it costs a fraction of one.
 * The counts already stored follow the same rule and stay.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE chapters ALTER COLUMN word_count DROP EXPRESSION");
  await knex.raw("ALTER TABLE chapters ALTER COLUMN word_count SET DEFAULT 0");
  await knex.raw("ALTER TABLE chapters ALTER COLUMN word_count SET NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("chapters", (t) => {
    t.dropColumn("word_count");
  });
  await knex.raw(forKnexRaw(`ALTER TABLE chapters ADD COLUMN word_count integer GENERATED ALWAYS AS (${WORD_COUNT_SQL}) STORED`));
}
