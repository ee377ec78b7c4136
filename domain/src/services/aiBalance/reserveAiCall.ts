import type { Knex } from "@storyloom/db";
import { AiSpendReservation, UserBalance } from "@storyloom/db/models";
import { AiBalanceSpentError, AiMonthlyLimitError } from "../../errors.ts";
import { affordableOutputTokens, costOf } from "./aiPrices.ts";
import type { AiModelPrice } from "./aiPrices.ts";
import { usageThisMonth } from "./monthOf.ts";

/** How long a reservation holds: longer than any call may stream (the proxy ends calls before). */
export const RESERVATION_TTL_MS = 15 * 60_000;
/** Fewer output tokens than this (or than asked, when less) is no answer worth paying for: refused instead. */
export const MIN_USEFUL_OUTPUT_TOKENS = 50;

export interface AiCallReservation {
  id: number;
  /** Micro-cents held. */
  amount: number;
  /** The output tokens the call may ask for: what was asked, capped by the model and by what the author can pay. */
  maxOutputTokens: number;
}

export interface ReserveAiCallInput {
  knex: Knex;
  userId: number;
  price: AiModelPrice;
  /** An upper bound of the call's input tokens (maxInputTokens of tokenBounds.ts). */
  maxInputTokens: number;
  /** The output tokens asked for; the model's maximum when not said. */
  requestedOutputTokens: number | null;
  now?: Date;
}

/**
 * Holds the most a call can cost against its user's balance before it starts
 * (README.md). The balance row is locked for the check, so concurrent calls of
 * one user queue here and each sees what the others hold: the balance can never
 * be overspent. The output is capped by what is left; too little left for a
 * useful answer refuses the call, naming the balance or the monthly limit.
 */
export async function reserveAiCall({ knex, userId, price, maxInputTokens, requestedOutputTokens, now = new Date() }: ReserveAiCallInput): Promise<AiCallReservation> {
  return knex.transaction(async (trx) => {
    const balance = await UserBalance.query(trx).where({ userId }).forUpdate().first();
    if (!balance) throw new AiBalanceSpentError();
    // A statement of its own, after the lock: a subquery of the locking statement would read the
    // reservations as they were before it waited for the lock, and miss those made meanwhile.
    const held = await heldAmount(trx, userId, now);

    const spendable = balance.amount - held;
    const underLimit = balance.aiMonthlyLimit === null ? Number.POSITIVE_INFINITY : balance.aiMonthlyLimit - usageThisMonth(balance, now) - held;
    const budget = Math.min(spendable, underLimit);
    const asked = Math.min(requestedOutputTokens ?? price.maxOutputTokens, price.maxOutputTokens);
    const maxOutputTokens = Math.min(asked, affordableOutputTokens(price, maxInputTokens, budget));
    if (maxOutputTokens < Math.min(asked, MIN_USEFUL_OUTPUT_TOKENS)) {
      throw underLimit < spendable ? new AiMonthlyLimitError() : new AiBalanceSpentError();
    }

    const amount = costOf(price, { inputTokens: maxInputTokens, outputTokens: maxOutputTokens });
    const reservation = await AiSpendReservation.query(trx).insert({ userId, amount, expiresAt: new Date(now.getTime() + RESERVATION_TTL_MS) }).returning("id");
    return { id: reservation.id, amount, maxOutputTokens };
  });
}


/** Micro-cents the user's running calls hold. */
async function heldAmount(trx: Knex.Transaction, userId: number, now: Date): Promise<number> {
  // A single-word alias: the snake_case mappers leave raw results' keys as they are.
  const { rows } = await trx.raw<{ rows: Array<{ held: string | number | null }> }>(
    "SELECT sum(amount) AS held FROM ai_spend_reservations WHERE user_id = ? AND expires_at > ?",
    [userId, now],
  );
  return Number(rows[0]?.held ?? 0);
}
