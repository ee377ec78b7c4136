import { describe, expect, it } from "vitest";
import { chapterNumberLabel, groupGenresByCategory, parseId } from "./bookLabels.ts";

describe("groupGenresByCategory", () => {
  it("groups genres under their category's label, in the order the API sends them", () => {
    const groups = groupGenresByCategory([
      { id: 1, name: "Mystery", category: "FICTION" },
      { id: 2, name: "Thriller", category: "FICTION" },
      { id: 3, name: "Space Opera", category: "SCIENCE_FICTION" },
    ]);
    expect(groups.map((group) => [group.label, group.genres.map((genre) => genre.name)])).toEqual([
      ["Fiction", ["Mystery", "Thriller"]],
      ["Science fiction", ["Space Opera"]],
    ]);
  });
});

describe("chapterNumberLabel", () => {
  it("prefers the author's own numbering", () => {
    expect(chapterNumberLabel({ number: 3, customNumbering: null })).toBe("Chapter 3");
    expect(chapterNumberLabel({ number: 1, customNumbering: "Prologue" })).toBe("Prologue");
    expect(chapterNumberLabel({ number: 2, customNumbering: "  " })).toBe("Chapter 2");
  });
});

describe("parseId", () => {
  it("takes positive whole numbers only", () => {
    expect(parseId("42")).toBe(42);
    expect(parseId("0")).toBeNull();
    expect(parseId("1e3")).toBeNull();
    expect(parseId("abc")).toBeNull();
  });
});
