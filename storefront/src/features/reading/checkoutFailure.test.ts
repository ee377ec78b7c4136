import { describe, expect, it } from "vitest";
import { checkoutFailureText } from "./checkoutFailure.ts";

describe("a refused checkout's words", () => {
  it("are the field's message, else the server's, else a plain retry line", () => {
    expect(
      checkoutFailureText({
        error: {
          code: "validation_error",
          message: "Choose how many chapters to buy.",
          fields: { chaptersCount: "Only 2 chapters are left to buy in this book." },
        },
      }),
    ).toBe("Only 2 chapters are left to buy in this book.");
    expect(checkoutFailureText({ error: { code: "conflict", message: "This author is not selling chapters yet." } })).toBe(
      "This author is not selling chapters yet.",
    );
    expect(checkoutFailureText(new TypeError("Failed to fetch"))).toBe("The payment page could not be opened. Please try again.");
  });
});
