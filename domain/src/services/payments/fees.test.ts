import { describe, expect, it } from "vitest";
import { DEFAULT_APP_FEE_PERCENT, appFeePercentOf, percentOf, splitPayment } from "./fees.ts";

describe("a payment's split", () => {
  it("adds up to the amount paid, for every amount from 1 to 100,000 cents, at every kind of rate, with and without a referral", () => {
    const rates = [0, 2.5, 7.25, DEFAULT_APP_FEE_PERCENT, 12.34, 33.33, 100];
    const wrong: string[] = [];
    for (let amount = 1; amount <= 100_000; amount += 1) {
      for (const appFeePercent of rates) {
        for (const referred of [false, true]) {
          const split = splitPayment({ amount, appFeePercent, referred });
          const parts = [split.authorShare, split.platformShare, split.referralFee];
          const addsUp = split.authorShare + split.platformShare + split.referralFee === amount && split.appFee === split.platformShare + split.referralFee;
          if (!addsUp || parts.some((part) => part < 0 || !Number.isInteger(part))) wrong.push(`${amount} cents at ${appFeePercent}% (referred: ${referred})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("rounds half up on whole cents: 10 % of 5 cents is 1 cent (0.5), of 4 cents nothing (0.4)", () => {
    expect(percentOf(5, 10)).toBe(1);
    expect(percentOf(4, 10)).toBe(0);
    expect(percentOf(1999, 10)).toBe(200);
    // 7.25 % of 1000 cents is 72.5 cents: 73.
    expect(percentOf(1000, 7.25)).toBe(73);
  });

  it("takes the referral out of the platform's fee, never more than the fee itself", () => {
    expect(splitPayment({ amount: 1000, appFeePercent: 10, referred: true })).toEqual({
      amount: 1000,
      appFee: 100,
      referralFee: 50,
      authorShare: 900,
      platformShare: 50,
    });
    expect(splitPayment({ amount: 1000, appFeePercent: 2, referred: true })).toEqual({
      amount: 1000,
      appFee: 20,
      referralFee: 20,
      authorShare: 980,
      platformShare: 0,
    });
  });

  it("refuses fractions of a cent and impossible rates", () => {
    expect(() => splitPayment({ amount: 10.5, appFeePercent: 10, referred: false })).toThrow(RangeError);
    expect(() => splitPayment({ amount: 100, appFeePercent: 101, referred: false })).toThrow(RangeError);
  });
});

describe("the platform's rate for an author", () => {
  const now = new Date("2026-11-24T12:00:00Z");

  it("is the author's promotional rate until it expires, then the default", () => {
    expect(appFeePercentOf({ appFeePercent: "5.00", appFeeExpiresAt: new Date("2026-12-01T00:00:00Z") }, now)).toBe(5);
    expect(appFeePercentOf({ appFeePercent: "5.00", appFeeExpiresAt: now }, now)).toBe(DEFAULT_APP_FEE_PERCENT);
    expect(appFeePercentOf({ appFeePercent: 3, appFeeExpiresAt: null }, now)).toBe(3);
    expect(appFeePercentOf({ appFeePercent: null, appFeeExpiresAt: null }, now)).toBe(DEFAULT_APP_FEE_PERCENT);
  });
});
