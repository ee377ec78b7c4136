import { pageOf } from "@storyloom/db";
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

/** What running calls of `userId` hold now (reserveAiCall), as SQL over its two bindings: the user and the time. */
const HELD_SQL = "SELECT coalesce(sum(amount), 0) AS held FROM ai_spend_reservations WHERE user_id = ? AND expires_at > ?";

/** The balance of `userId`, with what running calls hold, in one statement; a user who never had one has nothing. */
export async function findBalance(knex: Knex, userId: number, now = new Date()): Promise<BalanceSummary> {
  const balance = (await UserBalance.query(knex)
    .select("userBalances.*", knex.raw(`(${HELD_SQL}) AS held`, [userId, now]))
    .where({ userId })
    .first()) as (UserBalance & { held?: string | number }) | undefined;
  // Without a balance row nothing could be reserved; asked all the same, so the answer never hides a hold.
  const held = balance
    ? Number(balance.held ?? 0)
    : Number((await knex.raw<{ rows: Array<{ held: string | number }> }>(HELD_SQL, [userId, now])).rows[0]?.held ?? 0);
  return {
    amount: balance?.amount ?? 0,
    held,
    aiMonthlyLimit: balance?.aiMonthlyLimit ?? null,
    aiMonthlyUsage: balance ? usageThisMonth(balance, now) : 0,
  };
}

/** A page of the user's balance transactions, newest first. */
export async function listBalanceTransactions(
  knex: Knex,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ items: BalanceTransaction[]; total: number }> {
  // Counted apart: an author's transactions grow by one per AI call, and their index gives the page's order.
  const { results, total } = await pageOf(
    BalanceTransaction.query(knex)
      .where({ userId })
      .orderBy([
        { column: "createdAt", order: "desc" },
        { column: "id", order: "desc" },
      ]),
    page,
    pageSize,
    { countApart: true },
  );
  return { items: results, total };
}
