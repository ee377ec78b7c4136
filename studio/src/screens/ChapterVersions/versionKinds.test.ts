import { describe, expect, it } from "vitest";
import { versionKindOf } from "./versionKinds.ts";

describe("versionKindOf", () => {
  it("tells automatic, published, before-restore and named versions apart by the server's names", () => {
    expect(versionKindOf(null)).toBe("auto");
    expect(versionKindOf("Published 2026-11-24 10:00 UTC")).toBe("published");
    expect(versionKindOf("Before restoring Draft two")).toBe("restore");
    expect(versionKindOf("Draft two")).toBe("named");
    expect(versionKindOf("Published at last")).toBe("named");
  });
});
