/** For tests of chapter audio: tiny but real files of each accepted format, built in code. */

/** MPEG-1 Layer III, 32 kbit/s, 44.1 kHz, mono, no CRC: each frame 104 bytes, 1152 samples. */
const MP3_FRAME_HEADER = [0xff, 0xfb, 0x10, 0xc0];
const MP3_FRAME_BYTES = 104;
const MP3_FRAME_SECONDS = 1152 / 44100;

/**
 * An MP3 of silence lasting about `seconds`: frames whose side information
 * is all zeros (no Huffman data) decode to silence in every MP3 decoder.
 * `id3` puts an empty ID3v2.4 tag in front, as most encoders do.
 */
export function silentMp3(seconds: number, options: { id3?: boolean } = {}): Buffer {
  const frames = Math.max(2, Math.ceil(seconds / MP3_FRAME_SECONDS));
  const frame = Buffer.alloc(MP3_FRAME_BYTES);
  Buffer.from(MP3_FRAME_HEADER).copy(frame);
  const parts = Array.from({ length: frames }, () => frame);
  return Buffer.concat(options.id3 ? [Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]), ...parts] : parts);
}

/** The start of an M4A: an `ftyp` box (major brand M4A, compatible isom) and an empty `free` box. */
export function m4aHead(majorBrand = "M4A "): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from(`ftyp${majorBrand}`, "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomM4A ", "latin1"),
  ]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from("free", "latin1")]);
}

/** The first page of an Ogg Opus stream: the page header, one segment, the OpusHead packet. */
export function oggOpusHead(codec: "opus" | "vorbis" = "opus"): Buffer {
  const packet =
    codec === "opus"
      ? Buffer.concat([Buffer.from("OpusHead", "latin1"), Buffer.from([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0])])
      : Buffer.concat([Buffer.from("\x01vorbis", "latin1"), Buffer.alloc(23)]);
  const header = Buffer.alloc(27);
  header.write("OggS", 0, "latin1");
  header[4] = 0;
  header[5] = 0x02;
  header.writeUInt32LE(1, 14);
  header[26] = 1;
  return Buffer.concat([header, Buffer.from([packet.length]), packet]);
}
