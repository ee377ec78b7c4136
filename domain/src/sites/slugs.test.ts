import { describe, expect, it } from "vitest";
import { slugOf } from "./slugs.ts";

describe("slugOf", () => {
  it("makes lower-case hyphenated ASCII of a title", () => {
    expect(slugOf("The Lantern Road")).toBe("the-lantern-road");
    expect(slugOf("  Café — naïve: Part II! ")).toBe("cafe-naive-part-ii");
    expect(slugOf("Ça va?")).toBe("ca-va");
  });

  it("falls back when nothing is left, and stays short", () => {
    expect(slugOf("東京")).toBe("book");
    expect(slugOf(null, "author")).toBe("author");
    expect(slugOf("a".repeat(50) + " " + "b".repeat(50)).length).toBeLessThanOrEqual(80);
    expect(slugOf("a".repeat(79) + " b")).toBe("a".repeat(79));
  });
});
