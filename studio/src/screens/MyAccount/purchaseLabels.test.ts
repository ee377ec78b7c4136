import { describe, expect, it } from "vitest";
import { formatCents, purchaseStatus, purchaseWhat } from "./purchaseLabels.ts";

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
