import { describe, expect, it } from "vitest";
import { audioFileSummary, audioFormatName, fileSizeLabel } from "./audioLabels.ts";

describe("audio labels", () => {
  it("names each accepted format", () => {
    expect(audioFormatName("audio/mpeg")).toBe("MP3");
    expect(audioFormatName("audio/mp4")).toBe("M4A");
    expect(audioFormatName("audio/ogg")).toBe("Ogg");
    expect(audioFormatName("audio/flac")).toBe("audio/flac");
  });

  it("writes sizes as people read them", () => {
    expect(fileSizeLabel(900)).toBe("900 B");
    expect(fileSizeLabel(812 * 1024)).toBe("812 KB");
    expect(fileSizeLabel(Math.round(2.35 * 1024 * 1024))).toBe("2.4 MB");
    expect(fileSizeLabel(48 * 1024 * 1024)).toBe("48 MB");
  });

  it("sums a file up in one line", () => {
    expect(audioFileSummary({ fileName: "reading.mp3", contentType: "audio/mpeg", byteSize: 3 * 1024 * 1024 })).toBe("reading.mp3 · MP3 · 3.0 MB");
  });
});
