import type { Knex } from "knex";

// The storefront reads published chapters only: a book's newest publication
// ("updated" grids, cards' lastChapterPublishedAt) becomes one index lookup
// per book instead of a scan of its chapters.
export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE INDEX chapters_published_idx ON chapters (book_id, published_at DESC) WHERE status = 'PUBLISHED'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS chapters_published_idx");
}
