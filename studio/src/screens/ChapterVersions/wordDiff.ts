import { diffWords } from "diff";

export type Change = "same" | "added" | "removed";

export interface Segment {
  text: string;
  change: Change;
}

export interface TextComparison {
  /** The older text, its words missing from the newer one marked removed. */
  before: Segment[];
  /** The newer text, its words missing from the older one marked added. */
  after: Segment[];
  addedWords: number;
  removedWords: number;
}

/** Long, very different texts would make the word diff too slow for a screen: it gives up after this. */
const DIFF_TIMEOUT_MS = 1500;

function wordsIn(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * A word-level comparison of two texts given as paragraphs (blank lines
 * between them), for showing side by side; null when the texts are too
 * different to compare in time.
 */
export function compareTexts(before: readonly string[], after: readonly string[]): TextComparison | null {
  const changes = diffWords(before.join("\n\n"), after.join("\n\n"), { timeout: DIFF_TIMEOUT_MS });
  if (!changes) return null;
  const comparison: TextComparison = { before: [], after: [], addedWords: 0, removedWords: 0 };
  for (const part of changes) {
    if (part.added) {
      comparison.after.push({ text: part.value, change: "added" });
      comparison.addedWords += wordsIn(part.value);
    } else if (part.removed) {
      comparison.before.push({ text: part.value, change: "removed" });
      comparison.removedWords += wordsIn(part.value);
    } else {
      comparison.before.push({ text: part.value, change: "same" });
      comparison.after.push({ text: part.value, change: "same" });
    }
  }
  return comparison;
}
