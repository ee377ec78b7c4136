import { describe, expect, it } from "vitest";
import { checkoutReturnLocation, purchaseOutcomeOf } from "./purchaseNotice.ts";

describe("checkoutReturnLocation", () => {
  it("sends a paid purchase back to its page, saying it is paid, keeping the page's own query and anchor", () => {
    expect(checkoutReturnLocation({ kind: "CHAPTERS", status: "PAID", returnPath: "/book/the-lantern-road/1/chapter/3" })).toBe(
      "/book/the-lantern-road/1/chapter/3?purchase=paid",
    );
    expect(checkoutReturnLocation({ kind: "ENTIRE_BOOK", status: "PAID", returnPath: "/book/x/1?ref=7#chapters" })).toBe(
      "/book/x/1?ref=7&purchase=paid#chapters",
    );
    expect(checkoutReturnLocation({ kind: "AUTHOR_SUBSCRIPTION", status: "OPEN", returnPath: "/book/x/1" })).toBe("/book/x/1?purchase=pending");
  });

  it("keeps a custom domain's absolute return address on its host", () => {
    expect(checkoutReturnLocation({ kind: "SERIES_SUBSCRIPTION", status: "PAID", returnPath: "https://glass-orchard.example/chapter/2" })).toBe(
      "https://glass-orchard.example/chapter/2?purchase=paid",
    );
  });

  it("leaves the studio's top-ups, expired or revoked checkouts and a missing path as they are", () => {
    expect(checkoutReturnLocation({ kind: "AI_TOP_UP", status: "PAID", returnPath: "/ai" })).toBe("/ai");
    expect(checkoutReturnLocation({ kind: "CHAPTERS", status: "EXPIRED", returnPath: "/book/x/1" })).toBe("/book/x/1");
    expect(checkoutReturnLocation({ kind: "CHAPTERS", status: "REVOKED", returnPath: "/book/x/1" })).toBe("/book/x/1");
    expect(checkoutReturnLocation({ kind: "CHAPTERS", status: "PAID", returnPath: null })).toBe("/?purchase=paid");
  });
});

describe("purchaseOutcomeOf", () => {
  it("reads only the outcomes it knows", () => {
    expect(purchaseOutcomeOf("?purchase=paid")).toBe("paid");
    expect(purchaseOutcomeOf("?a=1&purchase=pending")).toBe("pending");
    expect(purchaseOutcomeOf("?purchase=free")).toBeNull();
    expect(purchaseOutcomeOf("")).toBeNull();
  });
});
