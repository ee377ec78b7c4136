import type { AiTool, Knex } from "@storyloom/db";
import { AiSpendReservation, AuthorAiUsage, BalanceTransaction, UserBalance } from "@storyloom/db/models";
import { costOf } from "./aiPrices.ts";
import type { AiModelPrice, TokenUsage } from "./aiPrices.ts";
import { monthOf, usageThisMonth } from "./monthOf.ts";

export interface SettleAiCallInput {
  knex: Knex;
  reservationId: number;
  userId: number;
  authorId: number;
  price: AiModelPrice;
  tool: AiTool;
  /** The tokens the provider reported; counted by us when the stream was cut before it said. */
  usage: TokenUsage;
  now?: Date;
}

export interface SettledAiCall {
  /** Micro-cents charged; 0 when the call used nothing. */
  cost: number;
  /** The balance after the charge, in micro-cents. */
  balanceAmount: number;
  usageId: number | null;
  /** Micro-cents the tokens cost beyond the balance (never expected: the reservation bounds a call); the caller logs it. */
  uncharged: number;
}

/**
 * Ends a call's reservation and charges what it used, once (README.md): the
 * reservation row is deleted in the same transaction that writes the
 * `AI_USAGE` balance transaction and the `AuthorAiUsage` row, so a second
 * settle of the same call (a retry, a disconnect racing the end of the stream)
 * finds nothing to settle and charges nothing. Null when already settled.
 */
export async function settleAiCall({ knex, reservationId, userId, authorId, price, tool, usage, now = new Date() }: SettleAiCallInput): Promise<SettledAiCall | null> {
  return knex.transaction(async (trx) => {
    const balance = await UserBalance.query(trx).where({ userId }).forUpdate().first();
    const released = await AiSpendReservation.query(trx).where({ id: reservationId, userId }).delete();
    if (released === 0 || !balance) return null;

    const cost = costOf(price, usage);
    if (cost === 0) return { cost: 0, balanceAmount: balance.amount, usageId: null, uncharged: 0 };
    // The reservation bounds every call's cost; should a provider count more than it, the balance stops at 0.
    const charged = Math.min(cost, balance.amount);

    const balanceAmount = balance.amount - charged;
    await balance.$query(trx).patch({ amount: balanceAmount, aiMonthlyUsage: usageThisMonth(balance, now) + charged, aiMonthlyUsageMonth: monthOf(now) });
    const transaction = await BalanceTransaction.query(trx).insertAndFetch({
      userId,
      amount: charged,
      balanceAmount,
      isWithdrawal: true,
      type: "AI_USAGE",
      description: `${price.label}: ${usage.inputTokens} input and ${usage.outputTokens} output tokens (${tool})`,
    });
    const record = await AuthorAiUsage.query(trx).insertAndFetch({
      service: price.service,
      model: price.model,
      tool,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      authorId,
      balanceTransactionId: transaction.id,
      cost: charged,
    });
    return { cost: charged, balanceAmount, usageId: record.id, uncharged: cost - charged };
  });
}
