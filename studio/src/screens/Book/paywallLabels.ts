/** Words and amounts of the book's selling settings and of who can read each chapter. Pure. */
import type { ChapterAudience, ChapterAudienceView } from "@storyloom/api/client";

/** "$4.99" for 499 cents: the API's amounts are integer cents (USD). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export const AMOUNT_MESSAGE = "Enter an amount in dollars, such as 4.99.";

/**
 * What the author typed in a price field, in cents: null when it is empty
 * (not sold that way), or an error for anything that is not dollars with at
 * most two decimals. The API checks the bounds and names them.
 */
export function parseDollars(text: string): { cents: number | null } | { error: string } {
  const trimmed = text.trim().replace(/^\$\s*/, "");
  if (trimmed === "") return { cents: null };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return { error: AMOUNT_MESSAGE };
  const [whole = "0", fraction = ""] = trimmed.split(".");
  return { cents: Number(whole) * 100 + Number(fraction.padEnd(2, "0")) };
}

/** A price field's text for an amount in cents: "4.99", or "" when there is none. */
export function dollarsText(cents: number | null): string {
  return cents === null ? "" : (cents / 100).toFixed(2);
}

/** A whole-number rule field: null when empty (the rule is off); anything else goes to the API, which names what is wrong. */
export function ruleNumberOf(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

const todayLabel: Record<ChapterAudience, string> = {
  EVERYONE: "Free",
  BUYERS_AND_SUBSCRIBERS: "Paid",
  SUBSCRIBERS: "Subscribers only",
  NOBODY_YET: "Not public yet",
};

const thenLabel: Record<ChapterAudience, string> = {
  EVERYONE: "free",
  BUYERS_AND_SUBSCRIBERS: "paid",
  SUBSCRIBERS: "subscribers only",
  NOBODY_YET: "not public",
};

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

/** "3 Dec", in the author's time zone. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

/**
 * Who can read a chapter today and when that changes, as the chapter list
 * says it: "Free", "Paid · free from 3 Dec", "Subscribers only until 28 Nov,
 * then paid", "Not public yet · paid from 1 Dec".
 */
export function audienceLabel(row: Pick<ChapterAudienceView, "today" | "changesAt" | "then">, day: (iso: string) => string = formatDay): string {
  const today = todayLabel[row.today];
  if (row.changesAt === null || row.then === null) return today;
  const when = day(row.changesAt);
  if (row.today === "NOBODY_YET" || (row.today === "BUYERS_AND_SUBSCRIBERS" && row.then === "EVERYONE"))
    return `${today} · ${thenLabel[row.then]} from ${when}`;
  return `${today} until ${when}, then ${thenLabel[row.then]}`;
}
