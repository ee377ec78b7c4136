import type { Knex } from "@storyloom/db";
import { AiBalanceSpentError, AiMonthlyLimitError } from "../../errors.ts";
import { microCentsPerMillion } from "./aiPrices.ts";
import type { AiModelPrice } from "./aiPrices.ts";
import { monthOf } from "./monthOf.ts";

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
 * (README.md). One round trip to the database function `reserve_ai_spend`
 * (migration 20261124004000): it locks the balance row, so concurrent calls
 * of one user queue there and each sees what the others hold, and the balance
 * can never be overspent. The output is capped by what is left (the same
 * arithmetic as aiPrices.ts's affordableOutputTokens and costOf); too little
 * left for a useful answer refuses the call, naming the balance or the monthly limit.
 */
export async function reserveAiCall({
  knex,
  userId,
  price,
  maxInputTokens,
  requestedOutputTokens,
  now = new Date(),
}: ReserveAiCallInput): Promise<AiCallReservation> {
  const asked = Math.min(requestedOutputTokens ?? price.maxOutputTokens, price.maxOutputTokens);
  // Single-word names: the snake_case mappers leave raw results' keys as they are.
  const { rows } = await knex.raw<{
    rows: Array<{
      outcome: "reserved" | "balance" | "limit";
      reservation_id: string | number | null;
      reserved: string | number | null;
      max_output: string | number | null;
    }>;
  }>("SELECT * FROM reserve_ai_spend(?, ?, ?::date, ?::interval, ?, ?, ?, ?, ?, ?)", [
    userId,
    now,
    monthOf(now),
    `${RESERVATION_TTL_MS} milliseconds`,
    maxInputTokens,
    microCentsPerMillion(price.inputPerMillion),
    microCentsPerMillion(price.outputPerMillion),
    asked,
    price.maxOutputTokens,
    MIN_USEFUL_OUTPUT_TOKENS,
  ]);
  const row = rows[0];
  if (row?.outcome === "limit") throw new AiMonthlyLimitError();
  if (!row || row.outcome !== "reserved") throw new AiBalanceSpentError();
  return { id: Number(row.reservation_id), amount: Number(row.reserved), maxOutputTokens: Number(row.max_output) };
}
