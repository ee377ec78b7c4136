import type { Knex } from "knex";

// What the custom-domain checks keep (domain/src/services/customDomains):
// the last DNS lookup (does the name point at the platform, and what it was
// found to point at), and when the domain is next looked at, with the number
// of looks so far for the backoff. The due-check sweep reads live domains by
// next_check_at.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("custom_domains", (t) => {
    t.boolean("dns_points_here");
    t.text("dns_found");
    t.timestamp("dns_checked_at", { useTz: true });
    t.timestamp("next_check_at", { useTz: true });
    t.integer("check_attempts").notNullable().defaultTo(0);
  });
  await knex.raw("CREATE INDEX custom_domains_next_check_idx ON custom_domains (next_check_at) WHERE NOT is_deleted AND next_check_at IS NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS custom_domains_next_check_idx");
  await knex.schema.alterTable("custom_domains", (t) => {
    t.dropColumn("check_attempts");
    t.dropColumn("next_check_at");
    t.dropColumn("dns_checked_at");
    t.dropColumn("dns_found");
    t.dropColumn("dns_points_here");
  });
}
