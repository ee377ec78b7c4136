import { describe, expect, it } from "vitest";
import { pageHref, pagingOf } from "./paging.ts";

describe("pagingOf", () => {
  it("counts pages and links the neighbours", () => {
    expect(pagingOf(100, 1, 48)).toEqual({ page: 1, pageCount: 3, previousPage: null, nextPage: 2, isPastEnd: false });
    expect(pagingOf(100, 2, 48)).toEqual({ page: 2, pageCount: 3, previousPage: 1, nextPage: 3, isPastEnd: false });
    expect(pagingOf(96, 2, 48)).toEqual({ page: 2, pageCount: 2, previousPage: 1, nextPage: null, isPastEnd: false });
  });

  it("reads an empty list as one empty page", () => {
    expect(pagingOf(0, 1, 48)).toEqual({ page: 1, pageCount: 1, previousPage: null, nextPage: null, isPastEnd: false });
  });

  it("knows a page past the end and points back to the last one", () => {
    expect(pagingOf(50, 9, 48)).toEqual({ page: 9, pageCount: 2, previousPage: 2, nextPage: null, isPastEnd: true });
  });
});

describe("pageHref", () => {
  it("sets the page and keeps the rest of the query", () => {
    expect(pageHref("/read?sort=new", 2)).toBe("/read?sort=new&page=2");
    expect(pageHref("/read?sort=new&page=3", 4)).toBe("/read?sort=new&page=4");
  });

  it("leaves page 1 out", () => {
    expect(pageHref("/read?sort=new&page=3", 1)).toBe("/read?sort=new");
    expect(pageHref("/collection?page=2", 1)).toBe("/collection");
  });

  it("uses another parameter name when asked", () => {
    expect(pageHref("/book/a/1#reviews", 2, "reviewsPage")).toBe("/book/a/1?reviewsPage=2#reviews");
  });
});
