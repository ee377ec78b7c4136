import { describe, expect, it } from "vitest";
import { sessionWordsLabel, wordsLabel } from "./wordCounts.ts";

describe("wordsLabel", () => {
  it("says one word in the singular and groups thousands", () => {
    expect(wordsLabel(0)).toBe("0 words");
    expect(wordsLabel(1)).toBe("1 word");
    expect(wordsLabel(1234)).toBe(`${(1234).toLocaleString()} words`);
  });
});

describe("sessionWordsLabel", () => {
  it("counts the words written since the chapter was opened, with a plus sign", () => {
    expect(sessionWordsLabel(100, 220)).toBe("+120 this session");
  });

  it("counts words cut as a negative change, with a true minus sign", () => {
    expect(sessionWordsLabel(100, 85)).toBe("\u221215 this session");
  });

  it("says there is no change before any, or when as many words were cut as written", () => {
    expect(sessionWordsLabel(40, 40)).toBe("No change this session");
  });

  it("groups thousands like the chapter's count", () => {
    expect(sessionWordsLabel(0, 2500)).toBe(`+${(2500).toLocaleString()} this session`);
  });
});
