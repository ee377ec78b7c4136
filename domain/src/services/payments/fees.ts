/**
 * Who gets what of a payment, in integer cents (README.md beside this file):
 * the platform's fee (the provider's application fee) at the author's rate,
 * the referring author's share taken out of the platform's fee, and the
 * author's share, which is everything else. The three always add up to the
 * amount paid: no cent is created or lost by rounding.
 */

/** The platform's rate when the author has no rate of their own, in percent. */
export const DEFAULT_APP_FEE_PERCENT = 10;

/** The referring author's share of a referred payment, in percent of the amount, never more than the platform's fee. */
export const REFERRAL_FEE_PERCENT = 5;

export interface FeeRateInput {
  /** The author's own rate (a promotional one, say), in percent with two decimals; null: the default. */
  appFeePercent: number | string | null;
  /** When the author's own rate ends; null: it does not. */
  appFeeExpiresAt: Date | null;
}

/** The rate that applies now: the author's own until it expires, then the default. */
export function appFeePercentOf(author: FeeRateInput, now: Date): number {
  if (author.appFeePercent === null) return DEFAULT_APP_FEE_PERCENT;
  if (author.appFeeExpiresAt !== null && author.appFeeExpiresAt.getTime() <= now.getTime()) return DEFAULT_APP_FEE_PERCENT;
  return Number(author.appFeePercent);
}

/** `percent` of `amount` cents, rounded half up, computed on integers (basis points) so 0.1 + 0.2 never bites. */
export function percentOf(amount: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

export interface PaymentSplit {
  amount: number;
  /** What the platform keeps before the referral: the provider's application fee. */
  appFee: number;
  /** Paid on to the referring author out of the platform's fee (0 without a referral). */
  referralFee: number;
  /** What reaches the selling author. */
  authorShare: number;
  /** What the platform keeps in the end. */
  platformShare: number;
}

/** Splits `amount` cents; `referred` when the buyer came through another author's referral. */
export function splitPayment(input: { amount: number; appFeePercent: number; referred: boolean }): PaymentSplit {
  const { amount } = input;
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`A payment is a whole number of cents, not ${amount}.`);
  if (input.appFeePercent < 0 || input.appFeePercent > 100) throw new RangeError(`A fee rate is between 0 and 100 percent, not ${input.appFeePercent}.`);
  const appFee = percentOf(amount, input.appFeePercent);
  const referralFee = input.referred ? Math.min(appFee, percentOf(amount, REFERRAL_FEE_PERCENT)) : 0;
  return { amount, appFee, referralFee, authorShare: amount - appFee, platformShare: appFee - referralFee };
}
