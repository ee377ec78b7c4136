/**
 * Which audio an upload is, told by its bytes alone (never its name or the
 * Content-Type the browser guessed): MP3 (an ID3 tag or an MPEG Layer III
 * frame, followed by a second frame where the file is long enough), M4A (an
 * ISO BMFF `ftyp` box with an audio brand) or Ogg (a first page opening a
 * Vorbis or Opus stream). Anything else is null.
 */

export type AudioFormat = "mp3" | "m4a" | "ogg";

export const AUDIO_FORMATS: Record<AudioFormat, { contentType: string; extension: string }> = {
  mp3: { contentType: "audio/mpeg", extension: "mp3" },
  m4a: { contentType: "audio/mp4", extension: "m4a" },
  ogg: { contentType: "audio/ogg", extension: "ogg" },
};

/** The format a stored key's extension names (keys are made by audioKeyOf), or null. */
export function audioFormatOfKey(key: string): AudioFormat | null {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  for (const [format, facts] of Object.entries(AUDIO_FORMATS)) if (facts.extension === extension) return format as AudioFormat;
  return null;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => Buffer.from(bytes.subarray(start, start + length)).toString("latin1");

/** Kilobits per second of MPEG-1 and MPEG-2/2.5 Layer III, by the header's bitrate index (0 free, 15 bad). */
const LAYER3_BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { mpeg1: [44100, 48000, 32000], mpeg2: [22050, 24000, 16000], mpeg25: [11025, 12000, 8000] };

/** The length in bytes of the MPEG Layer III frame whose header starts at `offset`, or null when there is no valid header there. */
export function mpegFrameLengthAt(bytes: Uint8Array, offset: number): number | null {
  if (offset + 4 > bytes.length) return null;
  const [b0, b1, b2] = [bytes[offset] ?? 0, bytes[offset + 1] ?? 0, bytes[offset + 2] ?? 0];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 0b11;
  const layerBits = (b1 >> 1) & 0b11;
  // 01 is a reserved version; Layer III is 01 in the layer bits (ADTS AAC has 00 there).
  if (versionBits === 0b01 || layerBits !== 0b01) return null;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0b11;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const isMpeg1 = versionBits === 0b11;
  const bitrate = (isMpeg1 ? LAYER3_BITRATES.mpeg1 : LAYER3_BITRATES.mpeg2)[bitrateIndex] ?? 0;
  const sampleRate = (isMpeg1 ? SAMPLE_RATES.mpeg1 : versionBits === 0b10 ? SAMPLE_RATES.mpeg2 : SAMPLE_RATES.mpeg25)[rateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  return Math.floor(((isMpeg1 ? 144 : 72) * bitrate * 1000) / sampleRate) + padding;
}

/** An MPEG frame at `offset`, and another right after it unless the file ends first. */
function hasMpegFramesAt(bytes: Uint8Array, offset: number): boolean {
  const length = mpegFrameLengthAt(bytes, offset);
  if (length === null) return false;
  const next = offset + length;
  return next + 4 > bytes.length || mpegFrameLengthAt(bytes, next) !== null;
}

function isMp3(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 3) === "ID3") {
    if (bytes.length < 10) return false;
    const [major, flags] = [bytes[3] ?? 0, bytes[5] ?? 0];
    if (major < 2 || major > 4) return false;
    const sizeBytes = [bytes[6] ?? 0, bytes[7] ?? 0, bytes[8] ?? 0, bytes[9] ?? 0];
    // The tag's size is "synchsafe": 7 bits per byte.
    if (sizeBytes.some((byte) => byte > 0x7f)) return false;
    const size = sizeBytes.reduce((total, byte) => total * 128 + byte, 0);
    const footer = flags & 0x10 ? 10 : 0;
    return hasMpegFramesAt(bytes, 10 + size + footer);
  }
  return hasMpegFramesAt(bytes, 0);
}

/** The brands of ISO BMFF files that hold audio players open: iTunes audio and audiobooks, and the generic MP4 brands encoders write for AAC. */
const AUDIO_BRANDS = new Set(["M4A ", "M4B ", "mp42", "mp41", "isom", "iso2", "dash"]);

function isM4a(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = view.getUint32(0);
  if (boxSize < 16 || boxSize > 4096 || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands.some((brand) => AUDIO_BRANDS.has(brand));
}

function isOgg(bytes: Uint8Array): boolean {
  if (bytes.length < 28 || ascii(bytes, 0, 4) !== "OggS" || bytes[4] !== 0) return false;
  // The first page begins the stream (flag 0x02), and its first packet is the codec's identification header.
  if (((bytes[5] ?? 0) & 0x02) === 0) return false;
  const segments = bytes[26] ?? 0;
  const start = 27 + segments;
  return ascii(bytes, start, 7) === "\x01vorbis" || ascii(bytes, start, 8) === "OpusHead";
}

/** The audio format of the bytes, or null when they are none of MP3, M4A or Ogg (Vorbis, Opus). */
export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | null {
  if (isOgg(bytes)) return "ogg";
  if (isM4a(bytes)) return "m4a";
  if (isMp3(bytes)) return "mp3";
  return null;
}
