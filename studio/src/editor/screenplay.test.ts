import { describe, expect, it } from "vitest";
import type { ScreenplayElement } from "./screenplay.ts";
import { SCREENPLAY_ELEMENTS, nextElementOnEnter, nextElementOnTab, screenplayElementOf } from "./screenplay.ts";

describe("nextElementOnEnter", () => {
  it("follows a screenplay's order: heading, action, cue, dialogue, back to action", () => {
    expect(nextElementOnEnter("heading")).toBe("action");
    expect(nextElementOnEnter("action")).toBe("action");
    expect(nextElementOnEnter("character")).toBe("dialogue");
    expect(nextElementOnEnter("parenthetical")).toBe("dialogue");
    expect(nextElementOnEnter("dialogue")).toBe("action");
    expect(nextElementOnEnter("transition")).toBe("heading");
  });
});

describe("nextElementOnTab", () => {
  it("turns the paragraph into the next element, as Final Draft does", () => {
    expect(nextElementOnTab("action")).toBe("character");
    expect(nextElementOnTab("character")).toBe("transition");
    expect(nextElementOnTab("transition")).toBe("heading");
    expect(nextElementOnTab("heading")).toBe("action");
    expect(nextElementOnTab("dialogue")).toBe("parenthetical");
    expect(nextElementOnTab("parenthetical")).toBe("dialogue");
  });

  it("goes back with Shift+Tab along the action, character, transition, scene heading cycle", () => {
    for (const element of ["action", "character", "transition", "heading"] as const) {
      expect(nextElementOnTab(nextElementOnTab(element), true)).toBe(element);
    }
    expect(nextElementOnTab("dialogue", true)).toBe("character");
  });

  it("reaches every element from action with Tab and Enter alone", () => {
    const reached = new Set<string>();
    const queue: ScreenplayElement[] = ["action"];
    for (let element = queue.pop(); element; element = queue.pop()) {
      if (reached.has(element)) continue;
      reached.add(element);
      queue.push(nextElementOnEnter(element), nextElementOnTab(element));
    }
    expect([...reached].sort()).toEqual([...SCREENPLAY_ELEMENTS].sort());
  });
});

describe("SCREENPLAY_ELEMENTS", () => {
  it("are single words, so Quill reads their sl- class back from stored markup", () => {
    for (const element of SCREENPLAY_ELEMENTS) expect(element).toMatch(/^[a-z]+$/);
  });
});

describe("screenplayElementOf", () => {
  it("reads a paragraph without a known kind as action", () => {
    expect(screenplayElementOf("dialogue")).toBe("dialogue");
    expect(screenplayElementOf(undefined)).toBe("action");
    expect(screenplayElementOf("header")).toBe("action");
  });
});
