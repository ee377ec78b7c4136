import { describe, expect, it } from "vitest";
import { tabAfterKey, tabOf } from "./storyBibleTabs.ts";

describe("the story bible's tabs", () => {
  it("open the tab the address names, characters for none or an unknown one", () => {
    expect(tabOf("lore")).toBe("lore");
    expect(tabOf("settings")).toBe("settings");
    expect(tabOf(null)).toBe("characters");
    expect(tabOf("plot")).toBe("characters");
  });

  it("move with the arrow keys, wrapping around, and with Home and End", () => {
    expect(tabAfterKey("characters", "ArrowRight")).toBe("lore");
    expect(tabAfterKey("settings", "ArrowRight")).toBe("characters");
    expect(tabAfterKey("characters", "ArrowLeft")).toBe("settings");
    expect(tabAfterKey("ideas", "Home")).toBe("characters");
    expect(tabAfterKey("lore", "End")).toBe("settings");
    expect(tabAfterKey("lore", "Enter")).toBeNull();
  });
});
