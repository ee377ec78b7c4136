import { describe, expect, it } from "vitest";
import { formatCents, isCancellable, purchaseStatus, purchaseWhat, subscriptionState } from "./accountLabels.ts";

describe("a purchase as the reader reads it", () => {
  it("says what was bought and where it stands", () => {
    expect(purchaseWhat({ entireBook: true, chaptersCount: 0 })).toBe("The entire book");
    expect(purchaseWhat({ entireBook: false, chaptersCount: 1 })).toBe("1 chapter");
    expect(purchaseWhat({ entireBook: false, chaptersCount: 5 })).toBe("5 chapters");
    expect(purchaseStatus({ status: "PARTIALLY_REFUNDED", refundedAmount: 50 })).toBe("Paid, $0.50 refunded");
    expect(purchaseStatus({ status: "REFUNDED", refundedAmount: 495 })).toBe("Refunded");
    expect(formatCents(495)).toBe("$4.95");
  });
});

describe("a subscription as the reader reads it", () => {
  const renewing = { hasAccess: true, isActive: true, cancelAtPeriodEnd: false, cancelledByAuthor: false, status: "active", currentPeriodEnd: "2026-12-29T10:00:00Z" };
  it("says when it renews or until when it can still be read, and whether it can be cancelled", () => {
    expect(subscriptionState(renewing)).toBe("Renews Dec 29, 2026");
    expect(isCancellable(renewing)).toBe(true);
    expect(subscriptionState({ ...renewing, cancelAtPeriodEnd: true })).toBe("Cancelled: readable until Dec 29, 2026");
    expect(isCancellable({ ...renewing, cancelAtPeriodEnd: true })).toBe(false);
    expect(subscriptionState({ ...renewing, cancelledByAuthor: true })).toBe("Ended by the author: readable until Dec 29, 2026");
    expect(subscriptionState({ ...renewing, status: "past_due" })).toBe("Payment failed: readable until Dec 29, 2026");
    expect(subscriptionState({ ...renewing, hasAccess: false })).toBe("Ended Dec 29, 2026");
  });
});
