import type { Knex } from "knex";

// E-mail to readers (domain/src/services/readerMail): campaign messages go
// through the outbox like every e-mail, one row per campaign and reader
// (campaign_key "new-chapter:42"), so a campaign fanned out twice (a worker
// killed mid-way) mails nobody twice; the List-Unsubscribe headers ride
// along. Each reader-author pair has its own one-click unsubscribe token.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("outgoing_emails", (t) => {
    t.text("campaign_key");
    t.bigInteger("reader_id").references("id").inTable("reader_profiles").onDelete("CASCADE");
    t.jsonb("headers");
  });
  await knex.raw("CREATE UNIQUE INDEX outgoing_emails_campaign_reader_unique ON outgoing_emails (campaign_key, reader_id) WHERE campaign_key IS NOT NULL");
  await knex.raw("CREATE INDEX outgoing_emails_campaign_pending_idx ON outgoing_emails (campaign_key) WHERE campaign_key IS NOT NULL AND status = 'PENDING'");
  await knex.schema.alterTable("reader_notifications", (t) => {
    t.uuid("unsubscribe_token").notNullable().defaultTo(knex.raw("gen_random_uuid()")).unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("reader_notifications", (t) => {
    t.dropColumn("unsubscribe_token");
  });
  await knex.raw("DROP INDEX IF EXISTS outgoing_emails_campaign_pending_idx");
  await knex.raw("DROP INDEX IF EXISTS outgoing_emails_campaign_reader_unique");
  await knex.schema.alterTable("outgoing_emails", (t) => {
    t.dropColumn("headers");
    t.dropColumn("reader_id");
    t.dropColumn("campaign_key");
  });
}
