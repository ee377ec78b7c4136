import { describe, expect, it } from "vitest";
import { parseSearchQuery, searchHref } from "./searchQuery.ts";

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe("parseSearchQuery", () => {
  it("shows the empty form without a query", () => {
    expect(parse("")).toEqual({ kind: "empty" });
    expect(parse("q=%20%20")).toEqual({ kind: "empty" });
  });

  it("searches the trimmed text, spaces collapsed, on page 1 unless told", () => {
    expect(parse("q=%20the%20%20lantern%20road%20")).toEqual({ kind: "search", q: "the lantern road", page: 1 });
    expect(parse("q=lantern&page=3")).toEqual({ kind: "search", q: "lantern", page: 3 });
  });

  it("says why a query cannot be searched, keeping what was typed", () => {
    expect(parse("q=a")).toEqual({ kind: "invalid", q: "a", message: "Type at least 2 characters to search." });
    expect(parse("page=2")).toEqual({ kind: "invalid", q: "", message: "Type at least 2 characters to search." });
    expect(parse(`q=${"x".repeat(101)}`)).toEqual({ kind: "invalid", q: "x".repeat(100), message: "A search can be at most 100 characters long." });
    expect(parse("q=lantern&page=0")).toMatchObject({ kind: "invalid", q: "lantern", message: "page must be a whole number from 1 to 10000." });
    expect(parse("q=lantern&page=two")).toMatchObject({ kind: "invalid" });
  });
});

describe("searchHref", () => {
  it("gives page 1 one address and encodes the text", () => {
    expect(searchHref("café & co")).toBe("/search?q=caf%C3%A9+%26+co");
    expect(searchHref("lantern", 1)).toBe("/search?q=lantern");
    expect(searchHref("lantern", 2)).toBe("/search?q=lantern&page=2");
  });
});
