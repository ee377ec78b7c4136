import { describe, expect, it } from "vitest";
import { decideBookRoute, parseIdParam } from "./bookRoute.ts";

const book = { id: 12, slug: "the-lantern-road", seriesId: 3 };

describe("decideBookRoute", () => {
  it("renders the canonical address on the platform", () => {
    expect(decideBookRoute({ site: { kind: "platform" }, requestedSlug: "the-lantern-road", search: "", book })).toEqual({ kind: "render" });
  });

  it("moves a wrong or old slug to the canonical one for good, keeping the query", () => {
    expect(decideBookRoute({ site: { kind: "platform" }, requestedSlug: "old-title", search: "?reviewsPage=2", book })).toEqual({
      kind: "redirect",
      location: "/book/the-lantern-road/12?reviewsPage=2",
      status: 301,
    });
  });

  it("serves a series domain's own books only", () => {
    expect(decideBookRoute({ site: { kind: "series", seriesId: 3 }, requestedSlug: "the-lantern-road", search: "", book })).toEqual({ kind: "render" });
    expect(decideBookRoute({ site: { kind: "series", seriesId: 4 }, requestedSlug: "the-lantern-road", search: "", book })).toEqual({
      kind: "redirect",
      location: "/not-found-book",
      status: 302,
    });
    expect(decideBookRoute({ site: { kind: "series", seriesId: 3 }, requestedSlug: "x", search: "", book })).toMatchObject({ status: 301 });
  });

  it("sends a book domain's own book to / and any other to not found", () => {
    expect(decideBookRoute({ site: { kind: "book", bookId: 12 }, requestedSlug: "x", search: "", book })).toEqual({
      kind: "redirect",
      location: "/",
      status: 301,
    });
    expect(decideBookRoute({ site: { kind: "book", bookId: 13 }, requestedSlug: "the-lantern-road", search: "", book })).toEqual({
      kind: "redirect",
      location: "/not-found-book",
      status: 302,
    });
  });
});

describe("parseIdParam", () => {
  it("reads plain positive ids only", () => {
    expect(parseIdParam("12")).toBe(12);
    expect(parseIdParam("0")).toBeNull();
    expect(parseIdParam("12abc")).toBeNull();
    expect(parseIdParam(undefined)).toBeNull();
  });
});
