import { describe, expect, it } from "vitest";
import { findQuote } from "./continuityQuote.ts";

describe("findQuote", () => {
  const text = "Rain fell.\nMara looked up, her blue  eyes narrowed.\n";

  it("finds the passage as written", () => {
    expect(findQuote(text, "Rain fell.")).toEqual({ index: 0, length: 10 });
  });

  it("finds it with case and whitespace aside", () => {
    expect(findQuote(text, "mara looked up, her blue eyes narrowed.")).toEqual({ index: 11, length: 40 });
  });

  it("answers nothing for a passage no longer in the text", () => {
    expect(findQuote(text, "Mara's green eyes.")).toBeNull();
    expect(findQuote(text, "  ")).toBeNull();
  });
});
