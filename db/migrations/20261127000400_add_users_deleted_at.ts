import type { Knex } from "knex";

/**
 * Deleted accounts (domain/src/services/account/deleteAccount.ts): the row
 * stays, anonymised, because money rows (payments, checkouts, subscriptions)
 * keep pointing at it; `deleted_at` says when it was emptied.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.timestamp("deleted_at", { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.dropColumn("deleted_at");
  });
}
