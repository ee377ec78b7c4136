import { describe, expect, it } from "vitest";
import { receiptIdOf, receiptPath } from "./receiptPage.ts";

describe("a receipt's address", () => {
  it("names a payment by its id, and reads it back", () => {
    expect(receiptPath(42)).toBe("/account/receipts/42");
    expect(receiptIdOf("42")).toBe(42);
    expect(receiptIdOf("999999999999999")).toBe(999_999_999_999_999);
  });

  it("names no payment with anything but an id the API takes: the page is then not found, never an error", () => {
    for (const raw of [undefined, "", "0", "-1", "1.5", "1e3", "abc", " 7", "1000000000000000", "12345678901234567"]) {
      expect(receiptIdOf(raw)).toBeNull();
    }
  });
});
