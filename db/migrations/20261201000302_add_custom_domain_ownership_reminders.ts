import type { Knex } from "knex";

// Domains that were live before ownership records existed were counted as
// proved and given 14 days before their first re-check
// (20261201000250_schedule_custom_domain_rechecks.ts). Their authors are told
// once, by e-mail, which TXT record to add and by when
// (remindUnprovedLiveDomains in domain/src/services/customDomains/ownershipReminders.ts):
// every domain live now is marked for that look; one whose record is already
// there is unmarked without an e-mail. Rows added later are proved the normal way.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("custom_domains", (t) => {
    t.boolean("ownership_reminder_pending").notNullable().defaultTo(false);
  });
  await knex("custom_domains")
    .where({ is_deleted: false, certificate_status: "VALIDATED" })
    .whereNotNull("ownership_verified_at")
    .update({ ownership_reminder_pending: true });
  // The sweep looks for marked rows every minute; after the first pass there are none.
  await knex.raw("CREATE INDEX custom_domains_ownership_reminder_idx ON custom_domains (id) WHERE ownership_reminder_pending");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS custom_domains_ownership_reminder_idx");
  await knex.schema.alterTable("custom_domains", (t) => {
    t.dropColumn("ownership_reminder_pending");
  });
}
