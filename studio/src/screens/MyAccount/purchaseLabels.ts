import type { PurchaseView } from "@storyloom/api/client";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$4.95" for 495 cents. */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
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
