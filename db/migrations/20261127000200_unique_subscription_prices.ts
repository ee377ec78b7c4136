import type { Knex } from "knex";

/**
 * Subscription prices (domain/src/services/payments/subscriptionPrices.ts):
 * one price per interval for an author's own subscription and one per
 * interval for each series.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE UNIQUE INDEX author_stripe_prices_author_interval_unique ON author_stripe_prices (author_id, interval) WHERE series_id IS NULL");
  await knex.raw("CREATE UNIQUE INDEX author_stripe_prices_series_interval_unique ON author_stripe_prices (series_id, interval) WHERE series_id IS NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ["author_stripe_prices_series_interval_unique", "author_stripe_prices_author_interval_unique"]) {
    await knex.raw(`DROP INDEX IF EXISTS ${index}`);
  }
}
