import type { Knex } from "knex";

// Custom domains prove ownership before anything (issue 21,
// domain/src/services/customDomains): each row gets a random token its author
// publishes as a TXT record (_storyloom-challenge.<name>), and the time the
// record was found. Only a verified name is unique: a pending claim never
// blocks an author who proves ownership first. Existing VALIDATED rows count
// as verified, so installations keep their live domains.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("custom_domains", (t) => {
    // 32 hex characters (122 random bits) from the strong generator; a volatile default fills every existing row with its own.
    t.text("ownership_token").notNullable().defaultTo(knex.raw("replace(gen_random_uuid()::text, '-', '')"));
    t.timestamp("ownership_verified_at", { useTz: true });
  });
  await knex("custom_domains")
    .where({ certificate_status: "VALIDATED" })
    .update({ ownership_verified_at: knex.raw("coalesce(cert_status_updated_at, now())") });
  await knex.raw("DROP INDEX IF EXISTS custom_domains_name_unique");
  await knex.raw(
    "CREATE UNIQUE INDEX custom_domains_verified_name_unique ON custom_domains (lower(name)) WHERE NOT is_deleted AND ownership_verified_at IS NOT NULL",
  );
  // Host resolution and tls-ask look a name up on every request; several pending claims may share it.
  await knex.raw("CREATE INDEX custom_domains_name_idx ON custom_domains (lower(name))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS custom_domains_name_idx");
  await knex.raw("DROP INDEX IF EXISTS custom_domains_verified_name_unique");
  // Fails while pending claims share a name with another live row: the old index allowed one live row per name.
  await knex.raw("CREATE UNIQUE INDEX custom_domains_name_unique ON custom_domains (lower(name)) WHERE NOT is_deleted");
  await knex.schema.alterTable("custom_domains", (t) => {
    t.dropColumn("ownership_verified_at");
    t.dropColumn("ownership_token");
  });
}
