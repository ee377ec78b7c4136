import type { Knex } from "knex";
import { addId, addTimestamps, createEnum, dropEnum, enumColumn, foreignId } from "../src/schemaHelpers.ts";

const enums = {
  price_interval: ["year", "month", "day"],
  payment_connection_status: ["CONNECTED", "PENDING", "VALIDATED"],
} as const;

const tables = [
  "author_stripe_prices",
  "author_subscriptions",
  "series_subscriptions",
  "reader_custom_subscription_prices",
  "reader_series_subscription_custom_prices",
  "author_customers",
  "referrals",
  "referral_readers",
  "payments",
];

// Money rows (subscriptions, payments) restrict the deletion of what they point
// at: an account with payment history is suspended, never erased by a cascade.

function addSubscriptionColumns(knex: Knex, t: Knex.CreateTableBuilder): void {
  foreignId(t, "reader_id", "reader_profiles", "RESTRICT").notNullable();
  t.text("price_id");
  t.integer("amount").notNullable();
  t.boolean("is_active").notNullable().defaultTo(true);
  enumColumn(t, "interval", "price_interval").notNullable();
  t.timestamp("started_at", { useTz: true });
  t.boolean("cancelled_by_author").notNullable().defaultTo(false);
  t.boolean("is_cancelled_by_reader").notNullable().defaultTo(false);
  t.boolean("is_deleted").notNullable().defaultTo(false);
  t.text("stripe_subscription_id").unique();
  addTimestamps(knex, t);
  t.index(["reader_id"]);
}

export async function up(knex: Knex): Promise<void> {
  for (const [name, values] of Object.entries(enums)) await createEnum(knex, name, values);

  await knex.schema.alterTable("author_profiles", (t) => {
    enumColumn(t, "payment_connection_status", "payment_connection_status");
  });

  await knex.schema.createTable("author_stripe_prices", (t) => {
    addId(t);
    enumColumn(t, "interval", "price_interval").notNullable();
    t.boolean("is_enabled").notNullable().defaultTo(true);
    t.integer("amount").notNullable();
    t.text("stripe_price_id").unique();
    t.text("stripe_product_id");
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    foreignId(t, "series_id", "series", "CASCADE");
    addTimestamps(knex, t);
    t.index(["author_id"]);
    t.index(["series_id"]);
    t.check("amount >= 0", [], "author_stripe_prices_amount_check");
  });

  await knex.schema.createTable("author_subscriptions", (t) => {
    addId(t);
    foreignId(t, "author_id", "author_profiles", "RESTRICT").notNullable();
    addSubscriptionColumns(knex, t);
    t.index(["author_id"]);
    t.check("amount >= 0", [], "author_subscriptions_amount_check");
  });
  await knex.raw("CREATE UNIQUE INDEX author_subscriptions_active_unique ON author_subscriptions (reader_id, author_id) WHERE is_active AND NOT is_deleted");

  await knex.schema.createTable("series_subscriptions", (t) => {
    addId(t);
    foreignId(t, "series_id", "series", "RESTRICT").notNullable();
    addSubscriptionColumns(knex, t);
    t.index(["series_id"]);
    t.check("amount >= 0", [], "series_subscriptions_amount_check");
  });
  await knex.raw("CREATE UNIQUE INDEX series_subscriptions_active_unique ON series_subscriptions (reader_id, series_id) WHERE is_active AND NOT is_deleted");

  await knex.schema.createTable("reader_custom_subscription_prices", (t) => {
    addId(t);
    t.text("stripe_price_id").notNullable().unique();
    foreignId(t, "reader_id", "reader_profiles", "CASCADE").notNullable();
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    t.integer("amount").notNullable();
    enumColumn(t, "interval", "price_interval").notNullable();
    addTimestamps(knex, t);
    t.index(["reader_id", "author_id"]);
    t.index(["author_id"]);
    t.check("amount >= 0", [], "reader_custom_subscription_prices_amount_check");
  });

  await knex.schema.createTable("reader_series_subscription_custom_prices", (t) => {
    addId(t);
    t.text("stripe_price_id").notNullable().unique();
    foreignId(t, "reader_id", "reader_profiles", "CASCADE").notNullable();
    foreignId(t, "series_id", "series", "CASCADE").notNullable();
    t.integer("amount").notNullable();
    enumColumn(t, "interval", "price_interval").notNullable();
    addTimestamps(knex, t);
    t.index(["reader_id", "series_id"]);
    t.index(["series_id"]);
    t.check("amount >= 0", [], "reader_series_subscription_custom_prices_amount_check");
  });

  await knex.schema.createTable("author_customers", (t) => {
    addId(t);
    foreignId(t, "reader_id", "reader_profiles", "CASCADE").notNullable();
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    t.text("stripe_customer_id").notNullable();
    t.text("payment_method_id");
    addTimestamps(knex, t);
    t.unique(["reader_id", "author_id"]);
    t.index(["author_id"]);
  });

  await knex.schema.createTable("referrals", (t) => {
    addId(t);
    foreignId(t, "book_id", "books", "CASCADE");
    foreignId(t, "referral_author_id", "author_profiles", "CASCADE").notNullable();
    t.boolean("is_platform").notNullable().defaultTo(false);
    addTimestamps(knex, t);
    t.index(["referral_author_id"]);
    t.index(["book_id"]);
  });

  await knex.schema.createTable("referral_readers", (t) => {
    addId(t);
    foreignId(t, "referral_id", "referrals", "CASCADE").notNullable();
    foreignId(t, "reader_id", "reader_profiles", "CASCADE").notNullable();
    t.timestamp("started_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("renewed_at", { useTz: true });
    foreignId(t, "author_sub_id", "author_subscriptions", "SET NULL");
    foreignId(t, "series_sub_id", "series_subscriptions", "SET NULL");
    addTimestamps(knex, t);
    t.unique(["referral_id", "reader_id"]);
    t.index(["reader_id"]);
  });

  await knex.schema.createTable("payments", (t) => {
    addId(t);
    foreignId(t, "to_author_id", "author_profiles", "RESTRICT").notNullable();
    foreignId(t, "subscription_id", "author_subscriptions", "RESTRICT");
    foreignId(t, "reader_book_id", "reader_books", "RESTRICT");
    t.integer("amount").notNullable();
    t.boolean("entire_book").notNullable().defaultTo(false);
    foreignId(t, "reader_id", "reader_profiles", "RESTRICT").notNullable();
    foreignId(t, "series_subscription_id", "series_subscriptions", "RESTRICT");
    t.decimal("app_fee_percent", 5, 2);
    t.integer("referral_author_fee");
    foreignId(t, "referral_id", "referrals", "RESTRICT");
    t.boolean("is_cancellation_sub").notNullable().defaultTo(false);
    t.text("stripe_sub_id");
    t.boolean("bundle").notNullable().defaultTo(false);
    t.text("stripe_payment_intent_id");
    t.text("stripe_community_payment_id");
    addTimestamps(knex, t);
    t.index(["reader_id", "created_at"]);
    t.index(["to_author_id", "created_at"]);
    t.index(["subscription_id"]);
    t.index(["series_subscription_id"]);
    t.index(["reader_book_id"]);
    t.index(["referral_id"]);
    t.index(["stripe_payment_intent_id"]);
    t.check("amount >= 0", [], "payments_amount_check");
    t.check("referral_author_fee >= 0", [], "payments_referral_author_fee_check");
    t.check("app_fee_percent between 0 and 100", [], "payments_app_fee_percent_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...tables].reverse()) await knex.schema.dropTableIfExists(table);
  await knex.schema.alterTable("author_profiles", (t) => {
    t.dropColumn("payment_connection_status");
  });
  for (const name of Object.keys(enums).reverse()) await dropEnum(knex, name);
}
