import { describe, expect, it } from "vitest";
import { tabAfterKey, tabOf } from "./sidePanelTabs.ts";

describe("tabOf", () => {
  it("opens on the AI tools when nothing, or something unknown, is remembered", () => {
    expect(tabOf(null)).toBe("ai");
    expect(tabOf("outline")).toBe("ai");
    expect(tabOf("audio")).toBe("audio");
  });
});

describe("tabAfterKey", () => {
  it("moves with the arrows, wrapping around, and jumps with Home and End", () => {
    expect(tabAfterKey("ai", "ArrowRight")).toBe("continuity");
    expect(tabAfterKey("audio", "ArrowRight")).toBe("ai");
    expect(tabAfterKey("ai", "ArrowLeft")).toBe("audio");
    expect(tabAfterKey("scenes", "Home")).toBe("ai");
    expect(tabAfterKey("continuity", "End")).toBe("audio");
    expect(tabAfterKey("ai", "Enter")).toBeNull();
  });
});
