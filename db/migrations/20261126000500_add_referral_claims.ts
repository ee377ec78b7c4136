import type { Knex } from "knex";
import { foreignId } from "../src/schemaHelpers.ts";

/**
 * Referrals (domain/src/services/payments/referrals.ts): the referral link a
 * buyer arrived through, kept on their checkout until it is paid; the
 * transfer that pays the referring author their fee; one Referral per
 * author, book and kind.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("checkouts", (t) => {
    foreignId(t, "referrer_author_id", "author_profiles", "SET NULL");
    foreignId(t, "referral_book_id", "books", "SET NULL");
  });
  await knex.schema.alterTable("payments", (t) => {
    t.text("referral_transfer_id").unique();
  });
  await knex.raw("CREATE UNIQUE INDEX referrals_author_book_kind_unique ON referrals (referral_author_id, coalesce(book_id, 0), is_platform)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS referrals_author_book_kind_unique");
  await knex.schema.alterTable("payments", (t) => {
    t.dropColumn("referral_transfer_id");
  });
  await knex.schema.alterTable("checkouts", (t) => {
    t.dropColumn("referral_book_id");
    t.dropColumn("referrer_author_id");
  });
}
