import { describe, expect, it } from "vitest";
import { cleanResult, describeSelection, editorToolOf, placeOfResult } from "./aiToolRun.ts";

describe("the editor's AI tools", () => {
  it("name the selection by its first words and its length", () => {
    expect(describeSelection("  The lamp  swung. ")).toBe("“The lamp swung.” (3 words)");
    expect(describeSelection("")).toBe("");
    expect(describeSelection("word ".repeat(40))).toMatch(/^“(word ){14}word…” \(40 words\)$/);
  });

  it("put a result where the selection was, only while that text is unchanged", () => {
    const text = "Once there was a lamp. It swung.";
    const at = (index: number, length: number) => text.slice(index, index + length);
    expect(placeOfResult({ index: 5, length: 5, text: "there" }, null, at)).toEqual({ index: 5, length: 5 });
    // The author typed before it: the same words, found where the selection is now.
    expect(placeOfResult({ index: 0, length: 5, text: "there" }, { index: 5, length: 5, text: "there" }, at)).toEqual({ index: 5, length: 5 });
    expect(placeOfResult({ index: 0, length: 5, text: "lanes" }, null, at)).toBeNull();
  });

  it("take the quotes off an answer that is one quoted passage", () => {
    expect(cleanResult(' "The lamp swung." ')).toBe("The lamp swung.");
    expect(cleanResult('"Run," she said. "Now."')).toBe('"Run," she said. "Now."');
    expect(editorToolOf("SHORTEN")?.writes).toBe(true);
    expect(editorToolOf("DICTIONARY")?.writes).toBe(false);
  });
});
