import type { Knex } from "knex";
import { addId, addTimestamps, createEnum, dropEnum, enumColumn, foreignId } from "../src/schemaHelpers.ts";

// Enum values are frozen here on purpose: a later change to src/enums.ts needs
// its own migration (ALTER TYPE … ADD VALUE), and the migration test compares both.
const enums = {
  user_status: ["ACTIVE", "SUSPENDED"],
  user_permission: ["ADMIN"],
  reader_theme: ["LIGHT", "GREY", "DARK"],
  reader_font_type: ["A", "B", "C", "D"],
  reader_line_spacing: ["A", "B", "C", "D"],
} as const;

export async function up(knex: Knex): Promise<void> {
  for (const [name, values] of Object.entries(enums)) await createEnum(knex, name, values);

  await knex.schema.createTable("users", (t) => {
    addId(t);
    t.text("email").notNullable();
    t.text("password").notNullable();
    enumColumn(t, "status", "user_status").notNullable().defaultTo("ACTIVE");
    t.text("redirect_secret");
    t.text("redirect_token");
    addTimestamps(knex, t);
  });
  await knex.raw("CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))");

  await knex.schema.createTable("user_permissions", (t) => {
    addId(t);
    enumColumn(t, "permission", "user_permission").notNullable();
    foreignId(t, "user_id", "users", "CASCADE").notNullable();
    t.timestamp("expires_at", { useTz: true });
    addTimestamps(knex, t);
    t.unique(["user_id", "permission"]);
  });

  await knex.schema.createTable("sessions", (t) => {
    t.text("id").primary();
    foreignId(t, "user_id", "users", "CASCADE").notNullable();
    foreignId(t, "admin_id", "users", "CASCADE");
    t.timestamp("expires_at", { useTz: true }).notNullable();
    addTimestamps(knex, t);
    t.index(["user_id"]);
    t.index(["admin_id"]);
    // The hourly purge of expired sessions (workers/src/handlers/purgeExpiredSessions.ts).
    t.index(["expires_at"]);
  });

  await knex.schema.createTable("password_reset_tokens", (t) => {
    addId(t);
    foreignId(t, "user_id", "users", "CASCADE").notNullable();
    t.text("token_hash").notNullable().unique();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("used_at", { useTz: true });
    addTimestamps(knex, t);
    t.index(["user_id"]);
  });

  await knex.schema.createTable("author_profiles", (t) => {
    addId(t);
    t.text("name");
    t.text("website");
    t.text("twitter");
    t.text("bio");
    t.text("img_url");
    foreignId(t, "user_id", "users", "CASCADE").notNullable().unique();
    t.text("stripe_id");
    t.boolean("participate_community").notNullable().defaultTo(false);
    t.integer("subscription_amount");
    t.boolean("subscription_enabled").notNullable().defaultTo(false);
    t.boolean("ai_terms_accepted").notNullable().defaultTo(false);
    t.boolean("ai_suspended_by_moderation").notNullable().defaultTo(false);
    t.boolean("editor_chapters_collapsed").notNullable().defaultTo(false);
    t.boolean("stripe_connected").notNullable().defaultTo(false);
    t.text("stripe_subscription_price_id");
    t.text("stripe_subscription_product_id");
    t.boolean("hide_stats_from_public").notNullable().defaultTo(false);
    t.timestamp("app_fee_expires_at", { useTz: true });
    t.decimal("app_fee_percent", 5, 2);
    t.timestamp("fee_updated_at", { useTz: true });
    t.text("payment_intent_id");
    t.text("payment_method_id");
    t.text("stripe_customer_id");
    enumColumn(t, "theme", "reader_theme");
    addTimestamps(knex, t);
    t.check("subscription_amount >= 0", [], "author_profiles_subscription_amount_check");
    t.check("app_fee_percent between 0 and 100", [], "author_profiles_app_fee_percent_check");
  });

  await knex.schema.createTable("reader_profiles", (t) => {
    addId(t);
    foreignId(t, "user_id", "users", "CASCADE").notNullable().unique();
    t.text("name");
    t.text("img_url");
    t.integer("font_size").defaultTo(18);
    enumColumn(t, "font_type", "reader_font_type").defaultTo("A");
    enumColumn(t, "line_spacing", "reader_line_spacing").defaultTo("C");
    enumColumn(t, "theme", "reader_theme").notNullable().defaultTo("LIGHT");
    addTimestamps(knex, t);
    t.check("font_size > 0", [], "reader_profiles_font_size_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ["reader_profiles", "author_profiles", "password_reset_tokens", "sessions", "user_permissions", "users"]) {
    await knex.schema.dropTableIfExists(table);
  }
  for (const name of Object.keys(enums).reverse()) await dropEnum(knex, name);
}
