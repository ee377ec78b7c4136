import type { Knex } from "knex";
import { addId, addTimestamps, foreignId } from "../src/schemaHelpers.ts";

// AI calls cost fractions of a cent (a few hundred tokens of a small model: a
// thousandth of a cent). Balances, limits and transactions move from cents to
// micro-cents (1 cent = 1,000,000), in bigint, so that every call is charged
// what its tokens cost and the sum of the usage rows is the sum of what left the
// balance: no rounding leak (docs/decisions/ai.md, AI balance). Each usage row now
// carries its cost, and a call's estimated maximum is held as a reservation
// while it runs so that one user's concurrent calls cannot overspend.
const MICRO = 1_000_000;

const balanceColumns = ["amount", "unsynced", "ai_monthly_limit", "ai_monthly_usage"];
const transactionColumns = ["amount", "fee", "balance_amount"];

async function rescale(knex: Knex, table: string, columns: readonly string[], type: "bigint" | "integer", using: (column: string) => string): Promise<void> {
  const alters = columns.map((column) => `ALTER COLUMN ${column} TYPE ${type} USING (${using(column)})`).join(", ");
  await knex.raw(`ALTER TABLE ${table} ${alters}`);
}

const toMicroCents = (column: string) => `${column}::bigint * ${MICRO}`;
// Back to whole cents, rounded up: nobody's balance shrinks by going back.
const toCents = (column: string) => `ceil(${column}::numeric / ${MICRO})::integer`;

export async function up(knex: Knex): Promise<void> {
  await rescale(knex, "user_balances", balanceColumns, "bigint", toMicroCents);
  await rescale(knex, "balance_transactions", transactionColumns, "bigint", toMicroCents);

  await knex.schema.alterTable("author_ai_usages", (t) => {
    t.bigInteger("cost").notNullable().defaultTo(0);
    t.check("cost >= 0", [], "author_ai_usages_cost_check");
  });

  await knex.schema.createTable("ai_spend_reservations", (t) => {
    addId(t);
    foreignId(t, "user_id", "users", "CASCADE").notNullable();
    t.bigInteger("amount").notNullable();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    addTimestamps(knex, t);
    t.index(["user_id", "expires_at"]);
    t.check("amount > 0", [], "ai_spend_reservations_amount_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("ai_spend_reservations");
  await knex.schema.alterTable("author_ai_usages", (t) => {
    t.dropChecks(["author_ai_usages_cost_check"]);
    t.dropColumn("cost");
  });
  await rescale(knex, "balance_transactions", transactionColumns, "integer", toCents);
  await rescale(knex, "user_balances", balanceColumns, "integer", toCents);
}
