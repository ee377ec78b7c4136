import { describe, expect, it } from "vitest";
import { clockOf, listeningProgressOf, resumeTimeFor } from "./listeningProgress.ts";

describe("listeningProgressOf", () => {
  it("is the fraction of the recording played, to 4 decimals", () => {
    expect(listeningProgressOf(0, 600)).toBe(0);
    expect(listeningProgressOf(150, 600)).toBe(0.25);
    expect(listeningProgressOf(100, 300)).toBe(0.3333);
  });

  it("is 1 at the very end", () => {
    expect(listeningProgressOf(599.5, 600)).toBe(1);
    expect(listeningProgressOf(600, 600)).toBe(1);
  });

  it("is unknown before the length is", () => {
    expect(listeningProgressOf(0, Number.NaN)).toBeNull();
    expect(listeningProgressOf(10, Number.POSITIVE_INFINITY)).toBeNull();
    expect(listeningProgressOf(10, 0)).toBeNull();
  });
});

describe("resumeTimeFor", () => {
  it("goes back to the saved place", () => {
    expect(resumeTimeFor(0.25, 600)).toBe(150);
  });

  it("starts over when the chapter was heard to its end, or never started", () => {
    expect(resumeTimeFor(1, 600)).toBe(0);
    expect(resumeTimeFor(0, 600)).toBe(0);
  });

  it("waits for a known length", () => {
    expect(resumeTimeFor(0.5, Number.NaN)).toBe(0);
  });
});

describe("clockOf", () => {
  it("writes minutes and seconds, and hours when there are any", () => {
    expect(clockOf(0)).toBe("0:00");
    expect(clockOf(65.7)).toBe("1:05");
    expect(clockOf(3729)).toBe("1:02:09");
    expect(clockOf(Number.NaN)).toBe("0:00");
  });
});
