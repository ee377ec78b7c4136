import { describe, expect, it } from "vitest";
import { parsePositiveInt, parseReadQuery, readGridHref } from "./readQuery.ts";

const parse = (query: string) => parseReadQuery(new URLSearchParams(query));

describe("parseReadQuery", () => {
  it("shows the reader home without sort, genre or page", () => {
    expect(parse("")).toEqual({ kind: "home" });
    expect(parse("sort=&genreId=&page=")).toEqual({ kind: "home" });
    expect(parse("utm_source=mail")).toEqual({ kind: "home" });
  });

  it("shows one grid, recommended and page 1 unless the query says otherwise", () => {
    expect(parse("sort=new")).toEqual({ kind: "grid", sort: "new", genreId: null, page: 1 });
    expect(parse("genreId=7")).toEqual({ kind: "grid", sort: "recommended", genreId: 7, page: 1 });
    expect(parse("page=3")).toEqual({ kind: "grid", sort: "recommended", genreId: null, page: 3 });
    expect(parse("sort=updated&genreId=2&page=2")).toEqual({ kind: "grid", sort: "updated", genreId: 2, page: 2 });
  });

  it("names the parameter it cannot read", () => {
    expect(parse("sort=popular")).toEqual({ kind: "invalid", message: "sort must be one of recommended, new or updated." });
    expect(parse("genreId=abc")).toEqual({ kind: "invalid", message: "genreId must be a positive whole number." });
    expect(parse("genreId=0")).toMatchObject({ kind: "invalid" });
    expect(parse("page=0")).toEqual({ kind: "invalid", message: "page must be a whole number from 1 to 100000." });
    expect(parse("page=1.5")).toMatchObject({ kind: "invalid" });
    expect(parse("page=-2")).toMatchObject({ kind: "invalid" });
    expect(parse("page=100001")).toMatchObject({ kind: "invalid" });
  });
});

describe("parsePositiveInt", () => {
  it("takes plain digits only", () => {
    expect(parsePositiveInt("12")).toBe(12);
    expect(parsePositiveInt("1e3")).toBeNull();
    expect(parsePositiveInt(" 4")).toBeNull();
    expect(parsePositiveInt("99999999999999999")).toBeNull();
  });
});

describe("readGridHref", () => {
  it("leaves the defaults out so each grid has one address", () => {
    expect(readGridHref({})).toBe("/read");
    expect(readGridHref({ sort: "new", page: 1 })).toBe("/read?sort=new");
    expect(readGridHref({ sort: "updated", genreId: 4, page: 3 })).toBe("/read?sort=updated&genreId=4&page=3");
    expect(readGridHref({ genreId: 4 })).toBe("/read?genreId=4");
  });
});
