import type { Knex } from "knex";

// Newsletters (domain/src/services/readerMail/newsletters.ts): each delivery
// (one reader of one newsletter, written with its outbox message) gets its
// own random token for the open-tracking pixel and the time of the first
// open. The author's list is by author, newest first.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("newsletter_deliveries", (t) => {
    t.uuid("open_token").notNullable().defaultTo(knex.raw("gen_random_uuid()")).unique();
    t.timestamp("opened_at", { useTz: true });
  });
  await knex.raw("CREATE INDEX newsletters_author_list_idx ON newsletters (author_id, created_at DESC) WHERE NOT deleted");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS newsletters_author_list_idx");
  await knex.schema.alterTable("newsletter_deliveries", (t) => {
    t.dropColumn("opened_at");
    t.dropColumn("open_token");
  });
}
