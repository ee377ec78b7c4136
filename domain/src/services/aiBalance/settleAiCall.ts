import type { AiTool, Knex } from "@storyloom/db";
import { AiSpendReservation, UserBalance } from "@storyloom/db/models";
import { costOf } from "./aiPrices.ts";
import type { AiModelPrice, TokenUsage } from "./aiPrices.ts";
import { monthOf } from "./monthOf.ts";

/** Reservations expired this long ago are deleted; a settle that comes before still charges. */
const STALE_RESERVATION_MS = 24 * 60 * 60_000;

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
 *
 * The charge is one statement: it locks the balance row, takes the cost from it
 * (never below zero), counts it in this month's usage and writes both records.
 * The lock is held for that statement and the commit only, so the next call of
 * the same author (a multi-step tool's next step) is not kept waiting.
 */
export async function settleAiCall({
  knex,
  reservationId,
  userId,
  authorId,
  price,
  tool,
  usage,
  now = new Date(),
}: SettleAiCallInput): Promise<SettledAiCall | null> {
  return knex.transaction(async (trx) => {
    const released = await AiSpendReservation.query(trx).where({ id: reservationId, userId }).delete();
    if (released === 0) return null;
    const cost = costOf(price, usage);
    if (cost === 0) {
      const balance = await UserBalance.query(trx).where({ userId }).select("amount").first();
      return { cost: 0, balanceAmount: balance?.amount ?? 0, usageId: null, uncharged: 0 };
    }
    const month = monthOf(now);
    const description = `${price.label}: ${usage.inputTokens} input and ${usage.outputTokens} output tokens (${tool})`;
    // Single-word aliases: the snake_case mappers leave raw results' keys as they are.
    const { rows } = await trx.raw<{ rows: Array<{ usage: string | number; charged: string | number; after: string | number }> }>(
      `WITH before AS (
         SELECT user_id, amount, ai_monthly_usage, ai_monthly_usage_month FROM user_balances WHERE user_id = :userId FOR UPDATE
       ), charged AS (
         UPDATE user_balances b
         SET amount = b.amount - least(:cost, before.amount),
             ai_monthly_usage = (CASE WHEN before.ai_monthly_usage_month = :month::date THEN before.ai_monthly_usage ELSE 0 END) + least(:cost, before.amount),
             ai_monthly_usage_month = :month::date,
             updated_at = now()
         FROM before WHERE b.user_id = before.user_id
         RETURNING least(:cost, before.amount) AS charged, b.amount AS after
       ), recorded AS (
         INSERT INTO balance_transactions (user_id, amount, balance_amount, is_withdrawal, type, description)
         SELECT :userId, charged, after, true, 'AI_USAGE', :description FROM charged
         RETURNING id, amount, balance_amount
       )
       INSERT INTO author_ai_usages (service, model, tool, input_tokens, output_tokens, author_id, balance_transaction_id, cost)
       SELECT :service, :model, :tool, :inputTokens, :outputTokens, :authorId, recorded.id, recorded.amount FROM recorded
       RETURNING id AS usage, cost AS charged, (SELECT balance_amount FROM recorded) AS after`,
      {
        userId,
        cost,
        month,
        description,
        service: price.service,
        model: price.model,
        tool,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        authorId,
      },
    );
    const row = rows[0];
    // Reservations of calls whose process died, expired a day ago: nobody will settle them now.
    await AiSpendReservation.query(trx)
      .where({ userId })
      .where("expiresAt", "<", new Date(now.getTime() - STALE_RESERVATION_MS))
      .delete();
    if (!row) return { cost: 0, balanceAmount: 0, usageId: null, uncharged: cost };
    const charged = Number(row.charged);
    return { cost: charged, balanceAmount: Number(row.after), usageId: Number(row.usage), uncharged: cost - charged };
  });
}
