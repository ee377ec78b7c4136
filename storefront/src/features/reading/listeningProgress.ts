/**
 * Listening progress within a chapter's audio (ReaderBook.currentChapterProgress
 * with audiobookMode): the player's time as a fraction of the recording, so the
 * reader picks up where they stopped, and a reader who switches to the text
 * lands near the same place. Pure: the page script plays, these compute.
 */

/** Kept to 4 decimals, as the reading progress is. */
const PRECISION = 10_000;

/** Within this many seconds of the end the recording counts as finished: it starts over next time. */
export const FINISHED_WITHIN_SECONDS = 1;

/** The player's progress (0 to 1), or null while the recording's length is not known yet. */
export function listeningProgressOf(currentTime: number, duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return null;
  if (currentTime >= duration - FINISHED_WITHIN_SECONDS) return 1;
  return Math.round(Math.min(1, Math.max(0, currentTime / duration)) * PRECISION) / PRECISION;
}

/** Where to start playing for a saved progress: at it, or from the start when the chapter was heard to its end. */
export function resumeTimeFor(progress: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(progress) || progress <= 0 || progress >= 1) return 0;
  return Math.min(duration, progress * duration);
}

/** "1:05", "1:02:09": a time in the recording as players show it. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
