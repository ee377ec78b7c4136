import type { Knex } from "@storyloom/db";
import { BalanceTransaction, UserBalance } from "@storyloom/db/models";
import { usageThisMonth } from "./monthOf.ts";

/** A user's balance as the /ai page shows it, in micro-cents. */
export interface BalanceSummary {
  amount: number;
  /** Held by calls running now (reserveAiCall). */
  held: number;
  aiMonthlyLimit: number | null;
  /** Used this calendar month (UTC). */
  aiMonthlyUsage: number;
}

/** The balance of `userId`; a user who never had one has nothing. */
export async function findBalance(knex: Knex, userId: number, now = new Date()): Promise<BalanceSummary> {
  const balance = await UserBalance.query(knex).where({ userId }).first();
  const { rows } = await knex.raw<{ rows: Array<{ held: string | number | null }> }>(
    "SELECT sum(amount) AS held FROM ai_spend_reservations WHERE user_id = ? AND expires_at > ?",
    [userId, now],
  );
  return {
    amount: balance?.amount ?? 0,
    held: Number(rows[0]?.held ?? 0),
    aiMonthlyLimit: balance?.aiMonthlyLimit ?? null,
    aiMonthlyUsage: balance ? usageThisMonth(balance, now) : 0,
  };
}

/** A page of the user's balance transactions, newest first. */
export async function listBalanceTransactions(knex: Knex, userId: number, page: number, pageSize: number): Promise<{ items: BalanceTransaction[]; total: number }> {
  const { results, total } = await BalanceTransaction.query(knex).where({ userId }).orderBy([{ column: "createdAt", order: "desc" }, { column: "id", order: "desc" }]).page(page - 1, pageSize);
  return { items: results, total };
}
