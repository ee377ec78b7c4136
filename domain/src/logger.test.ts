import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.ts";

describe("redactUrl", () => {
  it("hides the values of credential-bearing query parameters and keeps the rest", () => {
    expect(redactUrl("/api/auth/rt?rt=abc.def&redirectTo=%2Fbooks")).toBe("/api/auth/rt?rt=[redacted]&redirectTo=%2Fbooks");
    expect(redactUrl("/x?a=1&token=secret#f")).toBe("/x?a=1&token=[redacted]#f");
    expect(redactUrl("/api/v1/users/is-email-taken?email=a%40b.c")).toBe("/api/v1/users/is-email-taken?email=a%40b.c");
    expect(redactUrl("/api/v1/books?sort=rt")).toBe("/api/v1/books?sort=rt");
    expect(redactUrl("/api/auth/rt/bind?rt=a&key=b&redirectTo=c")).toBe("/api/auth/rt/bind?rt=[redacted]&key=[redacted]&redirectTo=c");
  });

  it("redacts a parameter whose name is percent-encoded or differently cased, as the query parser would read it", () => {
    expect(redactUrl("/api/auth/rt?%72t=abc.def&redirectTo=x")).toBe("/api/auth/rt?%72t=[redacted]&redirectTo=x");
    expect(redactUrl("/x?%74%6F%6B%65%6E=secret")).toBe("/x?%74%6F%6B%65%6E=[redacted]");
    expect(redactUrl("/x?RT=secret&%ZZ=kept")).toBe("/x?RT=[redacted]&%ZZ=kept");
    expect(redactUrl("/x?rt")).toBe("/x?rt=[redacted]");
  });
});
