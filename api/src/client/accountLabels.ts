/**
 * A reader's purchases and subscriptions in words, the same in the studio's
 * account screen and the storefront's account page. Pure and browser-safe.
 */
import type { PurchaseReceiptView, PurchaseView } from "./payments.ts";
import type { SubscriptionView } from "./subscriptions.ts";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "$4.95" for 495 cents. */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

/** "$4.95" for 495 cents of "usd", "€4.95" of "eur"; a code Intl does not take is written after the amount. */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  if (code === "USD") return formatCents(cents);
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${code}`;
  }
}

/** "Nov 29, 2026" for an ISO instant (UTC), "" for none. */
export function formatAccountDate(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : "";
}

/** What a purchase bought: "The entire book", "5 chapters", "1 chapter". */
export function purchaseWhat(purchase: Pick<PurchaseView, "entireBook" | "chaptersCount">): string {
  if (purchase.entireBook) return "The entire book";
  return purchase.chaptersCount === 1 ? "1 chapter" : `${purchase.chaptersCount} chapters`;
}

/** Where a purchase stands, in the reader's words. */
export function purchaseStatus(purchase: Pick<PurchaseView, "status" | "refundedAmount">): string {
  switch (purchase.status) {
    case "SUCCEEDED":
      return "Paid";
    case "PARTIALLY_REFUNDED":
      return `Paid, ${formatCents(purchase.refundedAmount)} refunded`;
    case "REFUNDED":
      return "Refunded";
    case "DISPUTED":
      return "Disputed with your bank";
    case "DISPUTE_LOST":
      return "Reversed by your bank";
  }
}

/** Where a subscription stands, in the reader's words. */
export function subscriptionState(
  subscription: Pick<SubscriptionView, "hasAccess" | "isActive" | "cancelAtPeriodEnd" | "cancelledByAuthor" | "status" | "currentPeriodEnd">,
): string {
  const until = formatAccountDate(subscription.currentPeriodEnd);
  if (!subscription.hasAccess) return until ? `Ended ${until}` : "Ended";
  if (subscription.status === "past_due") return `Payment failed: readable until ${until}`;
  if (subscription.cancelledByAuthor) return `Ended by the author: readable until ${until}`;
  if (subscription.cancelAtPeriodEnd || !subscription.isActive) return `Cancelled: readable until ${until}`;
  return `Renews ${until}`;
}

/** Whether the reader can still cancel it (it renews now). */
export function isCancellable(subscription: Pick<SubscriptionView, "hasAccess" | "isActive" | "cancelAtPeriodEnd">): boolean {
  return subscription.hasAccess && subscription.isActive && !subscription.cancelAtPeriodEnd;
}

/** "3–7, 9" for the places 3, 4, 5, 6, 7, 9 (ascending). */
function placeRanges(places: readonly number[]): string {
  const ranges: Array<[number, number]> = [];
  for (const place of places) {
    const last = ranges.at(-1);
    if (last && place === last[1] + 1) last[1] = place;
    else ranges.push([place, place]);
  }
  return ranges.map(([from, to]) => (from === to ? String(from) : `${from}–${to}`)).join(", ");
}

const INTERVAL_WORDS = { day: "Daily", month: "Monthly", year: "Yearly" } as const;

/**
 * A receipt's line, what the payment bought: "Chapters 3–7", "Chapter 3",
 * "Whole book", "Monthly subscription to Ada Quill". Chapters no longer all
 * published are counted instead ("5 chapters"): their places are not known.
 */
export function receiptLine(receipt: Pick<PurchaseReceiptView, "subscription" | "entireBook" | "chaptersCount" | "chapterNumbers">): string {
  const { subscription } = receipt;
  if (subscription) {
    const target = subscription.type === "SERIES" ? `the collection “${subscription.name}”` : subscription.name;
    return `${INTERVAL_WORDS[subscription.interval]} subscription to ${target}`;
  }
  if (receipt.entireBook) return "Whole book";
  const places = receipt.chapterNumbers;
  if (places.length === 0 || places.length !== receipt.chaptersCount) return receipt.chaptersCount === 0 ? "Chapters" : purchaseWhat(receipt);
  return `${places.length === 1 ? "Chapter" : "Chapters"} ${placeRanges(places)}`;
}

/** What the reader paid in the end, in cents: the amount less refunds; nothing once the bank reversed it. */
export function receiptTotalPaid(receipt: Pick<PurchaseReceiptView, "amount" | "refundedAmount" | "status">): number {
  return receipt.status === "DISPUTE_LOST" ? 0 : receipt.amount - receipt.refundedAmount;
}

/**
 * The accessible name of a purchase's receipt link, which tells the rows
 * apart (two purchases of a book on one day too): "Receipt no. 12 for The
 * Lantern Road, Nov 29, 2026".
 */
export function receiptLinkLabel(purchase: Pick<PurchaseView, "bookTitle" | "createdAt" | "paymentId">): string {
  return `Receipt no. ${purchase.paymentId} for ${purchase.bookTitle ?? "a book no longer published"}, ${formatAccountDate(purchase.createdAt)}`;
}
