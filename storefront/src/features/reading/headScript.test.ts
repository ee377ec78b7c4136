import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { READER_HEAD_SCRIPT, READER_HEAD_SCRIPT_HASH } from "./headScript.ts";

/** Runs the head script against a fake <html> and localStorage; answers the attributes it set. */
function runHeadScript(stored: Record<string, string> | "refused"): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  const window = {
    get localStorage() {
      if (stored === "refused") throw new Error("SecurityError");
      return { getItem: (key: string) => stored[key] ?? null };
    },
  };
  new Function("document", "window", READER_HEAD_SCRIPT)(document, window);
  return attributes;
}

describe("the reading page's head script", () => {
  it("puts the device's settings on <html> before the page paints", () => {
    expect(runHeadScript({ theme: "dark", fontSize: "26", fontType: "B", lineSpacing: "D" })).toEqual({
      "data-theme": "dark",
      "data-font-size": "26",
      "data-font-type": "B",
      "data-line-spacing": "D",
    });
  });

  it("ignores values the page does not offer, so nothing odd reaches the page", () => {
    expect(runHeadScript({ theme: "neon", fontSize: "17", fontType: "AB", lineSpacing: 'A"' })).toEqual({});
  });

  it("keeps the page as rendered when storage is refused", () => {
    expect(runHeadScript("refused")).toEqual({});
  });

  it("is allowed by the hash the page adds to its Content-Security-Policy", () => {
    const digest = createHash("sha256").update(READER_HEAD_SCRIPT).digest("base64");
    expect(READER_HEAD_SCRIPT_HASH).toBe(`sha256-${digest}`);
  });
});
