import type { Knex } from "knex";

/**
 * A book's paywall rules and its chapter price (domain/src/services/readers/README.md),
 * beside the existing `public_chapters_count`, `bundle`, `bundle_price` and
 * `subscribers_only`. Null turns a rule off.
 *
 * - `chapter_price`: cents per chapter bought one by one; null when chapters are not sold
 *   one by one. At least 50 cents, the payment provider's smallest USD charge.
 * - `paid_latest_chapters_count`: only the latest N published chapters are paid; older ones
 *   are free.
 * - `free_after_days`: a chapter becomes free X days after its publication (publishing sets
 *   its `scheduled_unlock_at` from it).
 * - `subscriber_early_days`: a new chapter is for subscribers only during its first N days.
 */
const CHECKS = [
  ["books_chapter_price_check", "chapter_price between 50 and 10000"],
  ["books_paid_latest_chapters_count_check", "paid_latest_chapters_count between 1 and 10000"],
  ["books_free_after_days_check", "free_after_days between 1 and 3650"],
  ["books_subscriber_early_days_check", "subscriber_early_days between 1 and 365"],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("books", (t) => {
    t.integer("chapter_price");
    t.integer("paid_latest_chapters_count");
    t.integer("free_after_days");
    t.integer("subscriber_early_days");
    for (const [name, condition] of CHECKS) t.check(condition, [], name);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("books", (t) => {
    for (const [name] of CHECKS) t.dropChecks(name);
    t.dropColumn("subscriber_early_days");
    t.dropColumn("free_after_days");
    t.dropColumn("paid_latest_chapters_count");
    t.dropColumn("chapter_price");
  });
}
