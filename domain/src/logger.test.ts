import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.ts";

describe("redactUrl", () => {
  it("hides the values of credential-bearing query parameters and keeps the rest", () => {
    expect(redactUrl("/api/auth/rt?rt=abc.def&redirectTo=%2Fbooks")).toBe("/api/auth/rt?rt=[redacted]&redirectTo=%2Fbooks");
    expect(redactUrl("/x?a=1&token=secret#f")).toBe("/x?a=1&token=[redacted]#f");
    expect(redactUrl("/api/v1/users/is-email-taken?email=a%40b.c")).toBe("/api/v1/users/is-email-taken?email=a%40b.c");
    expect(redactUrl("/api/v1/books?sort=rt")).toBe("/api/v1/books?sort=rt");
  });
});
