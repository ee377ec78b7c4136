import { describe, expect, it } from "vitest";
import { audioFormatOfKey, mpegFrameLengthAt, sniffAudioFormat } from "./audioFormats.ts";
import { m4aHead, oggOpusHead, silentMp3 } from "./testing.ts";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

describe("sniffAudioFormat", () => {
  it("knows an MP3 by its MPEG Layer III frames, with or without an ID3 tag", () => {
    expect(sniffAudioFormat(silentMp3(1))).toBe("mp3");
    expect(sniffAudioFormat(silentMp3(1, { id3: true }))).toBe("mp3");
  });

  it("measures a 32 kbit/s 44.1 kHz frame as 104 bytes", () => {
    expect(mpegFrameLengthAt(silentMp3(1), 0)).toBe(104);
  });

  it("knows an M4A by its ftyp box, and an MP4 whose compatible brands include isom", () => {
    expect(sniffAudioFormat(m4aHead())).toBe("m4a");
    expect(sniffAudioFormat(m4aHead("M4B "))).toBe("m4a");
    expect(sniffAudioFormat(m4aHead("mp42"))).toBe("m4a");
  });

  it("knows Ogg Opus and Ogg Vorbis by their first page", () => {
    expect(sniffAudioFormat(oggOpusHead("opus"))).toBe("ogg");
    expect(sniffAudioFormat(oggOpusHead("vorbis"))).toBe("ogg");
  });

  it("refuses a PNG, a text file named .mp3, an empty file and an ID3 tag with no audio after it", () => {
    expect(sniffAudioFormat(PNG)).toBeNull();
    expect(sniffAudioFormat(Buffer.from("Chapter one, read aloud. Honest.\n"))).toBeNull();
    expect(sniffAudioFormat(Buffer.alloc(0))).toBeNull();
    expect(sniffAudioFormat(Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]), Buffer.from("not a frame")]))).toBeNull();
  });

  it("refuses an Ogg stream of another codec, and a frame sync followed by garbage", () => {
    const flac = oggOpusHead("opus");
    flac.write("FLACFLAC", 28, "latin1");
    expect(sniffAudioFormat(flac)).toBeNull();
    const broken = silentMp3(1);
    broken[104] = 0x00;
    expect(sniffAudioFormat(broken)).toBeNull();
  });

  it("refuses ADTS AAC (an MPEG sync with layer bits 00)", () => {
    expect(sniffAudioFormat(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0x1f, 0xfc]))).toBeNull();
  });
});

describe("audioFormatOfKey", () => {
  it("reads the format back from a stored key's extension", () => {
    expect(audioFormatOfKey("audio/12/abc.ogg")).toBe("ogg");
    expect(audioFormatOfKey("audio/12/abc.m4a")).toBe("m4a");
    expect(audioFormatOfKey("audio/12/abc.wav")).toBeNull();
  });
});
