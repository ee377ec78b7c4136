/**
 * The AI balance's unit: the micro-cent. A call of a small model costs a
 * thousandth of a cent, so balances, limits, balance transactions and usage
 * costs are whole micro-cents (docs/decisions/ai.md, AI balance). Payments to
 * authors and prices of chapters stay in cents.
 */
export const MICRO_CENTS_PER_CENT = 1_000_000;

/** Whole cents (a top-up, a promo) as micro-cents. */
export function centsToMicroCents(cents: number): number {
  return cents * MICRO_CENTS_PER_CENT;
}
