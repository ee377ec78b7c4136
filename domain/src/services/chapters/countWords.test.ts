import { describe, expect, it } from "vitest";
import { countWords } from "./countWords.ts";

describe("countWords", () => {
  it("counts words across tags, breaks and entities", () => {
    expect(countWords(null)).toBe(0);
    expect(countWords("<p>One <strong>two</strong></p><p>three<br />four&nbsp;five — six</p>")).toBe(6);
    expect(countWords("<h1>Tom&amp;Jerry</h1><p>Ça va?</p>")).toBe(3);
  });
});
