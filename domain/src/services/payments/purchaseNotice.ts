/**
 * How a buyer learns that a purchase went through: the checkout's return
 * route sends them back to the page they paid from with `purchase=paid` (or
 * `purchase=pending` while the provider has not confirmed the payment), and
 * the storefront shows the matching notice, then takes the parameter off the
 * address. Pure: shared by the API and the storefront.
 */
import type { CheckoutKind, CheckoutStatus } from "@storyloom/db/enums";

export const PURCHASE_PARAM = "purchase";
export type PurchaseOutcome = "paid" | "pending";

/** What each outcome tells the reader. */
export const PURCHASE_NOTICES: Record<PurchaseOutcome, string> = {
  paid: "Thank you! Your purchase is complete: what you bought is yours to read.",
  pending: "Thank you! Your payment is being confirmed: what you bought opens as soon as it is.",
};

/** The checkouts a reader makes on the storefront (an AI top-up goes back to the studio, which says so itself). */
const STOREFRONT_KINDS: readonly CheckoutKind[] = ["CHAPTERS", "ENTIRE_BOOK", "AUTHOR_SUBSCRIPTION", "SERIES_SUBSCRIPTION"];

/** Where the checkout's return sends the buyer: its return path (a path, or a custom domain's URL), told how the purchase went. */
export function checkoutReturnLocation(checkout: { kind: CheckoutKind; status: CheckoutStatus; returnPath: string | null }): string {
  const returnPath = checkout.returnPath ?? "/";
  const outcome: PurchaseOutcome | null = checkout.status === "PAID" ? "paid" : checkout.status === "OPEN" ? "pending" : null;
  if (outcome === null || !STOREFRONT_KINDS.includes(checkout.kind)) return returnPath;
  const isPath = returnPath.startsWith("/") && !returnPath.startsWith("//");
  const url = new URL(returnPath, "http://return.invalid");
  url.searchParams.set(PURCHASE_PARAM, outcome);
  return isPath ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The outcome a page's address carries, if any. */
export function purchaseOutcomeOf(search: string): PurchaseOutcome | null {
  const value = new URLSearchParams(search).get(PURCHASE_PARAM);
  return value === "paid" || value === "pending" ? value : null;
}
