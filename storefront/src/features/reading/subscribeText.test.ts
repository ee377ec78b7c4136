import { describe, expect, it } from "vitest";
import { currentText, optionHeading, parseAmount, priceLabel, subscribeFailureText } from "./subscribeText.ts";

const date = (iso: string) => iso.slice(0, 10);

describe("the subscription forms' words", () => {
  it("names the price, the author or the series", () => {
    expect(priceLabel({ interval: "month", amount: 499 })).toBe("$4.99 a month");
    expect(optionHeading({ type: "AUTHOR", name: "Ada" })).toBe("Subscribe to Ada");
    expect(optionHeading({ type: "SERIES", name: "Engines" })).toBe("Subscribe to the series “Engines”");
  });

  it("tells a subscribed reader until when, and whether it ends", () => {
    const current = {
      subscriptionId: 1,
      interval: "month" as const,
      amount: 500,
      status: "active",
      currentPeriodEnd: "2026-12-24T10:00:00.000Z",
      cancelAtPeriodEnd: false,
      cancelledByAuthor: false,
    };
    expect(currentText({ name: "Ada", current: null }, date)).toBeNull();
    expect(currentText({ name: "Ada", current }, date)).toBe("You subscribe until 2026-12-24.");
    expect(currentText({ name: "Ada", current: { ...current, cancelAtPeriodEnd: true } }, date)).toBe(
      "Your subscription is cancelled and ends on 2026-12-24. Subscribe again to keep it.",
    );
    expect(currentText({ name: "Ada", current: { ...current, cancelAtPeriodEnd: true, cancelledByAuthor: true } }, date)).toBe(
      "Ada ended your subscription; you read until 2026-12-24.",
    );
  });

  it("reads an amount of dollars, and says why a subscription was refused", () => {
    expect(parseAmount("$6.5")).toBe(650);
    expect(parseAmount("six")).toBeNull();
    expect(
      subscribeFailureText({
        error: { code: "validation_error", message: "Choose an amount.", fields: { amount: "Pay $5.00 or more per month, up to $1000.00." } },
      }),
    ).toBe("Pay $5.00 or more per month, up to $1000.00.");
    expect(subscribeFailureText({ error: { code: "conflict", message: "You are already subscribed to Ada." } })).toBe("You are already subscribed to Ada.");
    expect(subscribeFailureText(new Error("offline"))).toBe("The payment page could not be opened. Please try again.");
  });
});
