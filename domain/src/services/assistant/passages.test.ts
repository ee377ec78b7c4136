import { describe, expect, it } from "vitest";
import { MAX_WORDS, TARGET_WORDS, splitPassages } from "./passages.ts";

const words = (count: number, word = "tide") => Array.from({ length: count }, () => word).join(" ");

describe("splitPassages", () => {
  it("gathers whole paragraphs until a passage holds about the target, and says where each starts", () => {
    const paragraphs = [words(60, "a"), words(60, "b"), words(60, "c"), "", words(40, "d")];
    const passages = splitPassages(paragraphs);
    expect(passages.map((passage) => [passage.position, passage.firstParagraph])).toEqual([
      [1, 1],
      [2, 5],
    ]);
    expect(passages[0]!.content.split("\n")).toHaveLength(3);
    expect(passages[1]!.content).toBe(words(40, "d"));
  });

  it("cuts a paragraph longer than the limit at sentence ends, and a sentence longer than it at words", () => {
    const sentence = `${words(100)}.`;
    const long = [sentence, sentence, sentence, sentence].join(" ");
    const passages = splitPassages([long]);
    for (const passage of passages) expect(passage.content.split(/\s+/).length).toBeLessThanOrEqual(MAX_WORDS);
    expect(passages.map((passage) => passage.content.split(/\s+/).length).reduce((a, b) => a + b, 0)).toBe(400);
    const endless = splitPassages([words(MAX_WORDS * 2 + 10)]);
    expect(endless.map((passage) => passage.content.split(/\s+/).length)).toEqual([MAX_WORDS, MAX_WORDS, 10]);
  });

  it("keeps every word once, in order, for any chapter", () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => words((i * 37) % (TARGET_WORDS * 3), `w${i}`));
    const joined = splitPassages(paragraphs)
      .map((passage) => passage.content)
      .join(" ")
      .split(/\s+/)
      .filter(Boolean);
    expect(joined).toEqual(paragraphs.join(" ").split(/\s+/).filter(Boolean));
  });
});
