import { describe, expect, it } from "vitest";
import { ValidationError } from "../../errors.ts";
import {
  AUDIO_TOO_LARGE,
  AUDIO_UPLOAD_MAX_BYTES,
  EMPTY_AUDIO_FILE,
  NOT_AN_AUDIO_FILE,
  audioKeyOf,
  checkAudioUpload,
  displayNameOf,
} from "./uploadChapterAudio.ts";
import { m4aHead, oggOpusHead, silentMp3 } from "./testing.ts";

function refusalOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields?.["file"];
    throw error;
  }
  return undefined;
}

describe("checkAudioUpload", () => {
  it("tells each accepted format by its bytes", () => {
    expect(checkAudioUpload(silentMp3(1))).toBe("mp3");
    expect(checkAudioUpload(m4aHead())).toBe("m4a");
    expect(checkAudioUpload(oggOpusHead("vorbis"))).toBe("ogg");
  });

  it("refuses an empty file, a file too large, and bytes that are not audio", () => {
    expect(refusalOf(() => checkAudioUpload(new Uint8Array()))).toBe(EMPTY_AUDIO_FILE);
    expect(refusalOf(() => checkAudioUpload(new Uint8Array(AUDIO_UPLOAD_MAX_BYTES + 1)))).toBe(AUDIO_TOO_LARGE);
    expect(refusalOf(() => checkAudioUpload(Buffer.from("<html><body>not audio</body></html>")))).toBe(NOT_AN_AUDIO_FILE);
    expect(refusalOf(() => checkAudioUpload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))).toBe(NOT_AN_AUDIO_FILE);
  });
});

describe("displayNameOf", () => {
  it("keeps a plain name", () => {
    expect(displayNameOf("Chapter 1 – read by me.mp3", "mp3")).toBe("Chapter 1 – read by me.mp3");
  });

  it("drops a path and control characters", () => {
    expect(displayNameOf("C:\\Users\\me\\reading.m4a", "m4a")).toBe("reading.m4a");
    expect(displayNameOf("../../etc/take\u0000two\u0007.ogg", "ogg")).toBe("taketwo.ogg");
  });

  it("names a nameless file after its format", () => {
    expect(displayNameOf("", "ogg")).toBe("Chapter audio.ogg");
    expect(displayNameOf("  \u0001 ", "mp3")).toBe("Chapter audio.mp3");
  });

  it("cuts an overlong name, keeping the extension", () => {
    const name = displayNameOf(`${"a".repeat(500)}.mp3`, "mp3");
    expect(name.length).toBeLessThanOrEqual(200);
    expect(name.endsWith(".mp3")).toBe(true);
  });
});

describe("audioKeyOf", () => {
  it("is a fresh key per upload, under the book and chapter, with the format's extension", () => {
    const first = audioKeyOf(3, 9, "m4a");
    expect(first).toMatch(/^audio\/3\/9\/[0-9a-f-]{36}\.m4a$/);
    expect(audioKeyOf(3, 9, "m4a")).not.toBe(first);
  });
});
