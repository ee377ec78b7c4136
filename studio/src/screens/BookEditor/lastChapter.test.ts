import { describe, expect, it } from "vitest";
import { chapterToOpen } from "./lastChapter.ts";

describe("chapterToOpen", () => {
  it("reopens the chapter last open when the book still has it", () => {
    expect(chapterToOpen([4, 7, 9], "7")).toBe(7);
  });

  it("opens the first chapter when the last one is gone or unknown", () => {
    expect(chapterToOpen([4, 7, 9], "12")).toBe(4);
    expect(chapterToOpen([4, 7, 9], null)).toBe(4);
  });

  it("has nothing to open in a book without chapters", () => {
    expect(chapterToOpen([], "7")).toBeNull();
  });
});
