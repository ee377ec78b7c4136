import { describe, expect, it } from "vitest";
import { isWorthSaving, progressOf, scrollTopFor, shouldRestore } from "./readingProgress.ts";

// A chapter whose text starts 300 px down and is 10,000 px tall, in an 800 px window.
const page = { viewportHeight: 800, textTop: 300, textHeight: 10_000 };

describe("progressOf", () => {
  it("is 0 before the text starts", () => {
    expect(progressOf({ ...page, scrollY: 0 })).toBe(0);
  });

  it("is the fraction of the text above the top of the window", () => {
    expect(progressOf({ ...page, scrollY: 300 + 2_500 })).toBe(0.25);
  });

  it("is 1 once the end of the text is on screen", () => {
    expect(progressOf({ ...page, scrollY: 300 + 10_000 - 800 })).toBe(1);
  });

  it("is 1 for a chapter shorter than the window", () => {
    expect(progressOf({ scrollY: 0, viewportHeight: 800, textTop: 100, textHeight: 500 })).toBe(1);
  });

  it("keeps 4 decimals", () => {
    expect(progressOf({ ...page, scrollY: 300 + 1_234.567 })).toBe(0.1235);
  });
});

describe("scrollTopFor", () => {
  it("brings the same place back to the top of the window", () => {
    const top = scrollTopFor(0.25, page);
    expect(top).toBe(2_800);
    expect(progressOf({ ...page, scrollY: top })).toBe(0.25);
  });

  it("shows the end of a finished chapter", () => {
    expect(scrollTopFor(1, page)).toBe(300 + 10_000 - 800);
  });

  it("restores the same fraction when the text has grown (a larger font)", () => {
    const larger = { ...page, textHeight: 14_000 };
    expect(progressOf({ ...larger, scrollY: scrollTopFor(0.4, larger) })).toBe(0.4);
  });

  it("never goes above the top of the page", () => {
    expect(scrollTopFor(-1, page)).toBe(300);
    expect(scrollTopFor(1, { viewportHeight: 800, textTop: 0, textHeight: 300 })).toBe(0);
  });
});

describe("shouldRestore", () => {
  it("restores the reader's place in this chapter", () => {
    expect(shouldRestore({ currentChapterIndex: 3, currentChapterProgress: 0.4 }, 3)).toBe(true);
  });

  it("leaves another chapter, the start of this one and a first visit alone", () => {
    expect(shouldRestore({ currentChapterIndex: 2, currentChapterProgress: 0.4 }, 3)).toBe(false);
    expect(shouldRestore({ currentChapterIndex: 3, currentChapterProgress: 0 }, 3)).toBe(false);
    expect(shouldRestore(null, 3)).toBe(false);
  });
});

describe("isWorthSaving", () => {
  it("saves the first place and real moves, not jitter", () => {
    expect(isWorthSaving(null, 0)).toBe(true);
    expect(isWorthSaving(0.3, 0.302)).toBe(false);
    expect(isWorthSaving(0.3, 0.31)).toBe(true);
  });

  it("always saves reaching the end", () => {
    expect(isWorthSaving(0.998, 1)).toBe(true);
    expect(isWorthSaving(1, 1)).toBe(false);
  });
});
