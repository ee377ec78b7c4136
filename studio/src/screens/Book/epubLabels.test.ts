import { describe, expect, it } from "vitest";
import type { EpubView } from "@storyloom/api/client";
import { epubStatusLabel, fileSizeLabel } from "./epubLabels.ts";

const none: EpubView = { status: "NONE", requestedAt: null, finishedAt: null, error: null, file: null };
const file = { name: "Salt.epub", source: "GENERATED" as const, byteSize: 1_234_567, createdAt: "2026-03-01T09:30:00Z" };

describe("epubStatusLabel", () => {
  it("says what the author can do next", () => {
    expect(epubStatusLabel(none)).toBe("No EPUB yet.");
    expect(epubStatusLabel({ ...none, status: "BUILDING" })).toBe("Building…");
    expect(epubStatusLabel({ ...none, status: "FAILED", error: "Publish at least one chapter before making an EPUB." })).toBe(
      "Failed: Publish at least one chapter before making an EPUB.",
    );
    expect(epubStatusLabel({ ...none, status: "READY", file })).toMatch(/^Ready \(generated 1 Mar 2026, \d\d:\d\d, 1\.2 MB\)$/);
    expect(epubStatusLabel({ ...none, status: "READY", file: { ...file, source: "UPLOADED", byteSize: 830_000 } })).toMatch(/^Ready \(uploaded .*, 830 kB\)$/);
  });

  it("writes sizes as people read them", () => {
    expect(fileSizeLabel(512)).toBe("512 bytes");
    expect(fileSizeLabel(52_400)).toBe("52 kB");
  });
});
