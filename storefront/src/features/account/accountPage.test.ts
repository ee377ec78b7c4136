import { describe, expect, it } from "vitest";
import { subscriptionRefOf, subscriptionRefText } from "./accountPage.ts";

describe("the subscription a cancel link or form names", () => {
  it("reads 'AUTHOR-12' and 'SERIES-3', and writes them back", () => {
    expect(subscriptionRefOf("AUTHOR-12")).toEqual({ type: "AUTHOR", subscriptionId: 12 });
    expect(subscriptionRefOf("SERIES-3")).toEqual({ type: "SERIES", subscriptionId: 3 });
    expect(subscriptionRefText({ type: "SERIES", subscriptionId: 3 })).toBe("SERIES-3");
  });

  it("refuses anything else: another kind, no number, zero, a huge number, nothing", () => {
    for (const value of ["READER-1", "AUTHOR-", "AUTHOR-0", "AUTHOR-1234567890123456", "author-1", " AUTHOR-1", null]) {
      expect(subscriptionRefOf(value)).toBeNull();
    }
  });
});
