/**
 * A real MP3 for the audio specs, built in code: MPEG-1 Layer III frames at
 * 32 kbit/s, 44.1 kHz, mono, whose side information is all zeros, which every
 * decoder plays as silence (the same recipe as domain/src/services/chapterAudio/testing.ts,
 * which the browser suite cannot import).
 */
const FRAME_HEADER = [0xff, 0xfb, 0x10, 0xc0];
const FRAME_BYTES = 104;
const FRAME_SECONDS = 1152 / 44100;

export function silentMp3(seconds: number): Buffer {
  const frame = Buffer.alloc(FRAME_BYTES);
  Buffer.from(FRAME_HEADER).copy(frame);
  return Buffer.concat(Array.from({ length: Math.ceil(seconds / FRAME_SECONDS) }, () => frame));
}
