/**
 * A reader's purchases and subscriptions in words, the same in the studio's
 * account screen and the storefront's account page. Pure and browser-safe.
 */
import type { PurchaseView } from "./payments.ts";
import type { SubscriptionView } from "./subscriptions.ts";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "$4.95" for 495 cents. */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
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
export function subscriptionState(subscription: Pick<SubscriptionView, "hasAccess" | "isActive" | "cancelAtPeriodEnd" | "cancelledByAuthor" | "status" | "currentPeriodEnd">): string {
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
