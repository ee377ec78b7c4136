import { describe, expect, it } from "vitest";
import { STUDIO_PAGE_SIZE, itemRangeOf, pageCountOf } from "./paging.ts";

describe("paging", () => {
  it("uses pages of 25 in the studio", () => {
    expect(STUDIO_PAGE_SIZE).toBe(25);
  });

  it("counts pages, with one page for an empty list", () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
    expect(pageCountOf(60, 25)).toBe(3);
  });

  it("gives the 1-based range of items on a page, or null when it shows none", () => {
    expect(itemRangeOf(1, 25, 60)).toEqual({ first: 1, last: 25 });
    expect(itemRangeOf(3, 25, 60)).toEqual({ first: 51, last: 60 });
    expect(itemRangeOf(1, 25, 0)).toBeNull();
    expect(itemRangeOf(4, 25, 60)).toBeNull();
  });
});
