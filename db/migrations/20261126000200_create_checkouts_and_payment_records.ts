import type { Knex } from "knex";
import { addId, addTimestamps, createEnum, dropEnum, enumColumn, foreignId } from "../src/schemaHelpers.ts";

/**
 * Payment records (domain/src/services/payments/README.md): what a reader
 * asked to buy (checkouts, fixed when the checkout starts), the provider's
 * events stored once by id, and the state the provider reports on payments
 * and subscriptions (status, period end, fees, refunds).
 */

const enums = {
  checkout_kind: ["CHAPTERS", "ENTIRE_BOOK", "AUTHOR_SUBSCRIPTION", "SERIES_SUBSCRIPTION", "AI_TOP_UP"],
  checkout_status: ["OPEN", "PAID", "REVOKED", "EXPIRED"],
  payment_status: ["SUCCEEDED", "PARTIALLY_REFUNDED", "REFUNDED", "DISPUTED", "DISPUTE_LOST"],
} as const;

export async function up(knex: Knex): Promise<void> {
  for (const [name, values] of Object.entries(enums)) await createEnum(knex, name, values);

  await knex.schema.createTable("checkouts", (t) => {
    addId(t);
    enumColumn(t, "kind", "checkout_kind").notNullable();
    enumColumn(t, "status", "checkout_status").notNullable().defaultTo("OPEN");
    foreignId(t, "user_id", "users", "RESTRICT").notNullable();
    foreignId(t, "reader_id", "reader_profiles", "RESTRICT");
    foreignId(t, "to_author_id", "author_profiles", "RESTRICT");
    foreignId(t, "book_id", "books", "RESTRICT");
    foreignId(t, "series_id", "series", "RESTRICT");
    // The chapters bought, fixed when the checkout starts: "the next 5" means these five.
    t.specificType("chapter_ids", "integer[]").notNullable().defaultTo("{}");
    enumColumn(t, "interval", "price_interval");
    t.integer("amount").notNullable();
    t.text("currency").notNullable().defaultTo("usd");
    t.integer("app_fee_amount").notNullable().defaultTo(0);
    t.decimal("app_fee_percent", 5, 2);
    foreignId(t, "referral_id", "referrals", "RESTRICT");
    t.integer("referral_author_fee");
    t.text("stripe_account_id");
    t.text("stripe_session_id").unique();
    t.text("stripe_payment_intent_id").unique();
    t.text("stripe_subscription_id");
    t.text("return_path");
    t.timestamp("fulfilled_at", { useTz: true });
    t.timestamp("revoked_at", { useTz: true });
    addTimestamps(knex, t);
    t.index(["user_id", "created_at"]);
    t.index(["stripe_subscription_id"]);
    t.check("amount >= 0", [], "checkouts_amount_check");
    t.check("app_fee_amount >= 0 and app_fee_amount <= amount", [], "checkouts_app_fee_check");
  });

  await knex.schema.createTable("stripe_events", (t) => {
    addId(t);
    t.text("stripe_event_id").notNullable().unique();
    t.text("type").notNullable();
    t.text("account");
    t.timestamp("processed_at", { useTz: true });
    t.integer("deliveries").notNullable().defaultTo(1);
    addTimestamps(knex, t);
  });

  await knex.schema.alterTable("payments", (t) => {
    enumColumn(t, "status", "payment_status").notNullable().defaultTo("SUCCEEDED");
    t.text("currency").notNullable().defaultTo("usd");
    t.integer("app_fee_amount").notNullable().defaultTo(0);
    t.integer("refunded_amount").notNullable().defaultTo(0);
    foreignId(t, "checkout_id", "checkouts", "RESTRICT");
    t.text("stripe_invoice_id").unique();
    t.text("stripe_charge_id");
    t.index(["checkout_id"]);
    t.index(["stripe_charge_id"]);
  });
  await knex.raw("DROP INDEX IF EXISTS payments_stripe_payment_intent_id_index");
  // One payment intent makes one payment.
  await knex.raw(
    "CREATE UNIQUE INDEX payments_stripe_payment_intent_id_unique ON payments (stripe_payment_intent_id) WHERE stripe_payment_intent_id IS NOT NULL",
  );
  await knex.raw(
    "ALTER TABLE payments ADD CONSTRAINT payments_fees_check CHECK (app_fee_amount >= 0 AND refunded_amount >= 0 AND refunded_amount <= amount AND app_fee_amount + coalesce(referral_author_fee, 0) <= amount)",
  );

  for (const table of ["author_subscriptions", "series_subscriptions"]) {
    await knex.schema.alterTable(table, (t) => {
      t.text("status").notNullable().defaultTo("active");
      t.timestamp("current_period_end", { useTz: true });
      t.boolean("cancel_at_period_end").notNullable().defaultTo(false);
      foreignId(t, "checkout_id", "checkouts", "RESTRICT");
    });
  }

  // The webhook lookups: a connected account and a customer by their provider ids.
  await knex.raw("CREATE UNIQUE INDEX author_profiles_stripe_id_unique ON author_profiles (stripe_id) WHERE stripe_id IS NOT NULL");
  await knex.raw("CREATE UNIQUE INDEX author_customers_stripe_customer_id_unique ON author_customers (stripe_customer_id)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS author_customers_stripe_customer_id_unique");
  await knex.raw("DROP INDEX IF EXISTS author_profiles_stripe_id_unique");
  for (const table of ["author_subscriptions", "series_subscriptions"]) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn("checkout_id");
      t.dropColumn("cancel_at_period_end");
      t.dropColumn("current_period_end");
      t.dropColumn("status");
    });
  }
  await knex.raw("ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_fees_check");
  await knex.raw("DROP INDEX IF EXISTS payments_stripe_payment_intent_id_unique");
  await knex.schema.alterTable("payments", (t) => {
    t.dropColumn("stripe_charge_id");
    t.dropColumn("stripe_invoice_id");
    t.dropColumn("checkout_id");
    t.dropColumn("refunded_amount");
    t.dropColumn("app_fee_amount");
    t.dropColumn("currency");
    t.dropColumn("status");
    t.index(["stripe_payment_intent_id"]);
  });
  await knex.schema.dropTableIfExists("stripe_events");
  await knex.schema.dropTableIfExists("checkouts");
  for (const name of Object.keys(enums).reverse()) await dropEnum(knex, name);
}
