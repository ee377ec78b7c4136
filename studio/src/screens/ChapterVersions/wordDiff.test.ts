import { describe, expect, it } from "vitest";
import { compareTexts } from "./wordDiff.ts";

const textOf = (segments: { text: string }[]) => segments.map((segment) => segment.text).join("");

describe("compareTexts", () => {
  it("marks the words only the older text has as removed and those only the newer has as added", () => {
    const comparison = compareTexts(["The boats came in at dawn."], ["The ships came in at dawn.", "Nobody waited."]);
    expect(comparison).not.toBeNull();
    expect(comparison?.before.filter((segment) => segment.change === "removed").map((segment) => segment.text.trim())).toEqual(["boats"]);
    expect(comparison?.after.filter((segment) => segment.change === "added").map((segment) => segment.text.trim())).toEqual(["ships", "Nobody waited."]);
    expect(comparison?.addedWords).toBe(3);
    expect(comparison?.removedWords).toBe(1);
  });

  it("gives back each text whole, paragraphs apart", () => {
    const comparison = compareTexts(["One.", "Two."], ["One.", "Three."]);
    expect(textOf(comparison?.before ?? [])).toBe("One.\n\nTwo.");
    expect(textOf(comparison?.after ?? [])).toBe("One.\n\nThree.");
  });

  it("has no changes for equal texts", () => {
    expect(compareTexts(["Same."], ["Same."])).toEqual({
      before: [{ text: "Same.", change: "same" }],
      after: [{ text: "Same.", change: "same" }],
      addedWords: 0,
      removedWords: 0,
    });
  });
});
