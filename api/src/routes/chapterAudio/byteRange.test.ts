import { describe, expect, it } from "vitest";
import { isRangeStillValid, rangeOf } from "./byteRange.ts";

describe("rangeOf", () => {
  it.each([
    ["no header", undefined, { kind: "whole" }],
    ["from the start", "bytes=0-99", { kind: "part", start: 0, end: 99 }],
    ["open-ended, as players ask first", "bytes=0-", { kind: "part", start: 0, end: 999 }],
    ["from the middle to the end", "bytes=500-", { kind: "part", start: 500, end: 999 }],
    ["an end past the file is cut to it", "bytes=900-5000", { kind: "part", start: 900, end: 999 }],
    ["the last 100 bytes", "bytes=-100", { kind: "part", start: 900, end: 999 }],
    ["a suffix longer than the file is all of it", "bytes=-5000", { kind: "part", start: 0, end: 999 }],
    ["the last byte", "bytes=999-999", { kind: "part", start: 999, end: 999 }],
    ["a start at the end", "bytes=1000-", { kind: "unsatisfiable" }],
    ["a start past the end", "bytes=2000-3000", { kind: "unsatisfiable" }],
    ["an empty suffix", "bytes=-0", { kind: "unsatisfiable" }],
    ["an end before the start is ignored", "bytes=500-100", { kind: "whole" }],
    ["several ranges are ignored", "bytes=0-10, 20-30", { kind: "whole" }],
    ["another unit is ignored", "items=0-10", { kind: "whole" }],
    ["nonsense is ignored", "bytes=abc", { kind: "whole" }],
    ["no numbers is ignored", "bytes=-", { kind: "whole" }],
  ] as const)("%s", (_name, header, expected) => {
    expect(rangeOf(header, 1000)).toEqual(expected);
  });

  it("an empty file satisfies no range", () => {
    expect(rangeOf("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(rangeOf("bytes=-10", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("numbers too large to be exact are unsatisfiable, not wrong", () => {
    expect(rangeOf("bytes=99999999999999999999-", 1000)).toEqual({ kind: "unsatisfiable" });
  });
});

describe("isRangeStillValid", () => {
  it("holds without If-Range and for the same validator only", () => {
    expect(isRangeStillValid(undefined, '"audio-1"')).toBe(true);
    expect(isRangeStillValid('"audio-1"', '"audio-1"')).toBe(true);
    expect(isRangeStillValid('"audio-2"', '"audio-1"')).toBe(false);
  });
});
