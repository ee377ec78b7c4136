import { describe, expect, it } from "vitest";
import { FALLBACK_ERROR_MESSAGE, errorMessageOf, isRetryableError } from "./errors.ts";

const refused = { error: { code: "forbidden", message: "Only admins can do this." } };

describe("errorMessageOf", () => {
  it("shows the API's own message for a 4xx answer", () => {
    expect(errorMessageOf(refused)).toBe("Only admins can do this.");
  });

  it("shows the client's message for a 5xx answer (docs/product.md, Errors)", () => {
    expect(errorMessageOf(new Error("Internal server error"))).toBe("Internal server error");
  });

  it("never shows fetch's own wording for a network failure, nor an empty message", () => {
    expect(errorMessageOf(new TypeError("Failed to fetch"))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessageOf(new Error(""))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessageOf(undefined)).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe("isRetryableError", () => {
  it("retries server and network trouble, never a 4xx answer", () => {
    expect(isRetryableError(new Error("Internal server error"))).toBe(true);
    expect(isRetryableError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryableError(refused)).toBe(false);
  });
});
