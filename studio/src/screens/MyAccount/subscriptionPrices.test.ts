import { describe, expect, it } from "vitest";
import { draftsOf, parseDollars, pricesOf, serverErrorsByInterval } from "./subscriptionPrices.ts";

describe("subscription price drafts", () => {
  it("reads dollars and cents, with or without a $ sign, and nothing else", () => {
    expect(parseDollars("4.99")).toBe(499);
    expect(parseDollars("$5")).toBe(500);
    expect(parseDollars(" 12.5 ")).toBe(1250);
    expect(parseDollars("4,99")).toBeNull();
    expect(parseDollars("-3")).toBeNull();
    expect(parseDollars("1.999")).toBeNull();
  });

  it("sends the filled intervals, and says which are not valid amounts or out of bounds", () => {
    expect(pricesOf({ month: "5", year: "", day: "0.50" })).toEqual({
      prices: [{ interval: "month", amount: 500 }],
      errors: { day: "Between $1.00 and $1,000.00." },
    });
    expect(pricesOf({ month: "five", year: "50", day: "" })).toEqual({
      prices: [{ interval: "year", amount: 5000 }],
      errors: { month: "Enter an amount like 4.99." },
    });
  });

  it("shows only enabled prices, and puts the server's errors on the interval sent at that index", () => {
    expect(
      draftsOf([
        { id: 1, interval: "month", amount: 499, isEnabled: true },
        { id: 2, interval: "year", amount: 5000, isEnabled: false },
      ]),
    ).toEqual({ day: "", month: "4.99", year: "" });
    expect(serverErrorsByInterval({ "prices.1.amount": "Too much.", other: "x" }, [{ interval: "month" }, { interval: "day" }])).toEqual({ day: "Too much." });
  });
});
