/**
 * Reading progress within a chapter (ReaderBook.currentChapterProgress, 0 to 1):
 * how far the top of the window has gone into the chapter's text, as a fraction
 * of the text's height, so the same place comes back on a screen of another size
 * or with another font size. Pure: the page script measures, these compute.
 */

/** Where the chapter's text and the window are, in document pixels. */
export interface ReadingGeometry {
  /** window.scrollY. */
  scrollY: number;
  /** window.innerHeight. */
  viewportHeight: number;
  /** The text's top, from the top of the document. */
  textTop: number;
  textHeight: number;
}

/** Progress is kept to 4 decimals: a line of a long chapter, not noise. */
const PRECISION = 10_000;

/** Smaller moves than this are not worth a save. */
export const PROGRESS_SAVE_STEP = 0.005;

function clampFraction(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** The reader's progress through the text: 0 before it, 1 once its end is on screen. */
export function progressOf({ scrollY, viewportHeight, textTop, textHeight }: ReadingGeometry): number {
  if (textHeight <= 0) return 0;
  if (scrollY + viewportHeight >= textTop + textHeight) return 1;
  return Math.round(clampFraction((scrollY - textTop) / textHeight) * PRECISION) / PRECISION;
}

/**
 * The window position that shows `progress` again: the top of the window at that
 * fraction of the text, or the text's end at the bottom of the window for a
 * finished chapter. Never above the top of the document.
 */
export function scrollTopFor(progress: number, geometry: Omit<ReadingGeometry, "scrollY">): number {
  const { viewportHeight, textTop, textHeight } = geometry;
  const fraction = clampFraction(progress);
  const target = fraction >= 1 ? textTop + textHeight - viewportHeight : textTop + fraction * textHeight;
  return Math.max(0, Math.round(target));
}

/** Whether the saved place should be brought back on this page: the reader's current chapter, past its start. */
export function shouldRestore(saved: { currentChapterIndex: number; currentChapterProgress: number } | null, chapterIndex: number): boolean {
  return saved !== null && saved.currentChapterIndex === chapterIndex && saved.currentChapterProgress > 0;
}

/** Whether the place moved enough since the last save to send it again (null: never saved). */
export function isWorthSaving(lastSaved: number | null, progress: number): boolean {
  if (lastSaved === null) return true;
  if (progress === 1 && lastSaved !== 1) return true;
  return Math.abs(progress - lastSaved) >= PROGRESS_SAVE_STEP;
}
