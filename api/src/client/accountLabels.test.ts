import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatMoney,
  isCancellable,
  purchaseStatus,
  purchaseWhat,
  receiptLine,
  receiptLinkLabel,
  receiptTotalPaid,
  subscriptionState,
} from "./accountLabels.ts";

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
  const renewing = {
    hasAccess: true,
    isActive: true,
    cancelAtPeriodEnd: false,
    cancelledByAuthor: false,
    status: "active",
    currentPeriodEnd: "2026-12-29T10:00:00Z",
  };
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

describe("a receipt as the reader reads it", () => {
  const chapters = { subscription: null, entireBook: false, chaptersCount: 5, chapterNumbers: [3, 4, 5, 6, 7] };

  it("names the chapters bought by their places in the book, in runs", () => {
    expect(receiptLine(chapters)).toBe("Chapters 3–7");
    expect(receiptLine({ ...chapters, chaptersCount: 1, chapterNumbers: [3] })).toBe("Chapter 3");
    expect(receiptLine({ ...chapters, chaptersCount: 2, chapterNumbers: [3, 4] })).toBe("Chapters 3–4");
    // A chapter moved since: the places are no longer one run.
    expect(receiptLine({ ...chapters, chapterNumbers: [2, 3, 4, 5, 9] })).toBe("Chapters 2–5, 9");
  });

  it("counts the chapters when some are no longer published, and names a whole book and a subscription", () => {
    expect(receiptLine({ ...chapters, chapterNumbers: [3, 4, 5, 6] })).toBe("5 chapters");
    expect(receiptLine({ ...chapters, chaptersCount: 0, chapterNumbers: [] })).toBe("Chapters");
    expect(receiptLine({ ...chapters, entireBook: true, chaptersCount: 0, chapterNumbers: [] })).toBe("Whole book");
    expect(receiptLine({ ...chapters, subscription: { type: "AUTHOR", name: "Ada Quill", interval: "month" } })).toBe("Monthly subscription to Ada Quill");
    expect(receiptLine({ ...chapters, subscription: { type: "SERIES", name: "Glass Roads", interval: "year" } })).toBe(
      "Yearly subscription to the collection “Glass Roads”",
    );
  });

  it("gives the total paid after refunds, and nothing once the bank reversed the payment", () => {
    expect(receiptTotalPaid({ amount: 495, refundedAmount: 0, status: "SUCCEEDED" })).toBe(495);
    expect(receiptTotalPaid({ amount: 495, refundedAmount: 99, status: "PARTIALLY_REFUNDED" })).toBe(396);
    expect(receiptTotalPaid({ amount: 495, refundedAmount: 495, status: "REFUNDED" })).toBe(0);
    expect(receiptTotalPaid({ amount: 495, refundedAmount: 0, status: "DISPUTE_LOST" })).toBe(0);
  });

  it("writes amounts in the payment's currency", () => {
    expect(formatMoney(495, "usd")).toBe("$4.95");
    expect(formatMoney(495, "eur")).toBe("€4.95");
    expect(formatMoney(495, "not a code")).toBe("4.95 NOT A CODE");
  });

  it("names each purchase's receipt link apart from the others", () => {
    const purchase = { paymentId: 12, bookTitle: "The Lantern Road", createdAt: "2026-11-29T10:00:00Z" };
    expect(receiptLinkLabel(purchase)).toBe("Receipt no. 12 for The Lantern Road, Nov 29, 2026");
    expect(receiptLinkLabel({ ...purchase, paymentId: 13 })).not.toBe(receiptLinkLabel(purchase));
    expect(receiptLinkLabel({ ...purchase, bookTitle: null })).toBe("Receipt no. 12 for a book no longer published, Nov 29, 2026");
  });
});
