import type { SubscriptionPriceView } from "@storyloom/api/client";
import { MAX_SUBSCRIPTION_AMOUNT, MIN_SUBSCRIPTION_AMOUNT } from "@storyloom/api/client";
import { formatCents } from "@storyloom/api/client";

export type Interval = "day" | "month" | "year";
export const INTERVALS: readonly Interval[] = ["month", "year", "day"];
export const INTERVAL_LABELS: Record<Interval, string> = { day: "Per day", month: "Per month", year: "Per year" };

/** The form's text per interval: the enabled prices in dollars, empty for an interval not offered. */
export type PriceDrafts = Record<Interval, string>;

export function draftsOf(prices: readonly SubscriptionPriceView[]): PriceDrafts {
  const drafts: PriceDrafts = { day: "", month: "", year: "" };
  for (const price of prices) if (price.isEnabled) drafts[price.interval] = (price.amount / 100).toFixed(2);
  return drafts;
}

/** "4.99" or "$4.99" in cents (499); null when it is not an amount of dollars and cents. */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * The prices to send for the drafts (an empty draft: not offered), or the
 * message of each draft that is not a valid amount, by interval.
 */
export function pricesOf(drafts: PriceDrafts): { prices: Array<{ interval: Interval; amount: number }>; errors: Partial<Record<Interval, string>> } {
  const prices: Array<{ interval: Interval; amount: number }> = [];
  const errors: Partial<Record<Interval, string>> = {};
  for (const interval of INTERVALS) {
    const text = drafts[interval].trim();
    if (text === "") continue;
    const amount = parseDollars(text);
    if (amount === null) errors[interval] = "Enter an amount like 4.99.";
    else if (amount < MIN_SUBSCRIPTION_AMOUNT || amount > MAX_SUBSCRIPTION_AMOUNT)
      errors[interval] = `Between ${formatCents(MIN_SUBSCRIPTION_AMOUNT)} and ${formatCents(MAX_SUBSCRIPTION_AMOUNT)}.`;
    else prices.push({ interval, amount });
  }
  return { prices, errors };
}

/** The server's field errors (`prices.N.amount`) by interval, N being the index in what was sent. */
export function serverErrorsByInterval(fields: Record<string, string>, sent: ReadonlyArray<{ interval: Interval }>): Partial<Record<Interval, string>> {
  const errors: Partial<Record<Interval, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const match = /^prices\.(\d+)\./.exec(key);
    const interval = match ? sent[Number(match[1])]?.interval : undefined;
    if (interval) errors[interval] = message;
  }
  return errors;
}
