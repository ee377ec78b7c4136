import type { Knex } from "knex";
import { addTimestamps, foreignId } from "../src/schemaHelpers.ts";

// Signing in on a custom domain is a consented grant (docs/security.md,
// "Custom domains"): the session it makes is bound to that host (`host`) and
// hangs on the platform session that consented (`parent_session_id`): signing
// out there, or that session ending, ends it too. A grant's one-time code is
// kept as its sha256 with what it was minted for: the domain, where to go, the
// PKCE challenge of the domain's flow and the consenting session.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("sessions", (t) => {
    t.text("host");
    t.text("parent_session_id").references("id").inTable("sessions").onDelete("CASCADE");
    t.index(["parent_session_id"]);
  });
  await knex.schema.createTable("site_grants", (t) => {
    t.text("code_hash").primary();
    foreignId(t, "user_id", "users", "CASCADE").notNullable();
    t.text("session_id").notNullable().references("id").inTable("sessions").onDelete("CASCADE");
    t.text("host").notNullable();
    t.text("redirect_to").notNullable();
    t.text("code_challenge").notNullable();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("used_at", { useTz: true });
    addTimestamps(knex, t);
    t.index(["user_id"]);
    t.index(["session_id"]);
    t.index(["expires_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("site_grants");
  await knex.schema.alterTable("sessions", (t) => {
    t.dropIndex(["parent_session_id"]);
    t.dropColumn("parent_session_id");
    t.dropColumn("host");
  });
}
