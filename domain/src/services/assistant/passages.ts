/**
 * Cutting a chapter into passages for retrieval (README.md beside this file):
 * whole paragraphs, gathered until a passage holds about TARGET_WORDS words;
 * a paragraph longer than MAX_WORDS is cut at sentence ends (or, failing
 * those, at word boundaries), so no passage is too long to cite. Pure.
 */

export const TARGET_WORDS = 150;
export const MAX_WORDS = 300;

export interface Passage {
  /** From 1, in reading order. */
  position: number;
  /** The chapter's paragraph (from 1) the passage starts at. */
  firstParagraph: number;
  content: string;
}

const wordCount = (text: string) => (text.match(/\S+/g) ?? []).length;

/** A long paragraph in pieces of at most MAX_WORDS words, cut after sentences where it can be. */
function pieces(paragraph: string): string[] {
  if (wordCount(paragraph) <= MAX_WORDS) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+[.!?]+["”’)]*\s*|[^.!?]+$/g) ?? [paragraph];
  const out: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    if (current && wordCount(current) + wordCount(sentence) > MAX_WORDS) {
      out.push(current.trim());
      current = "";
    }
    if (wordCount(sentence) > MAX_WORDS) {
      const words = sentence.trim().split(/\s+/);
      for (let i = 0; i < words.length; i += MAX_WORDS) out.push(words.slice(i, i + MAX_WORDS).join(" "));
      continue;
    }
    current += sentence;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** The passages of a chapter given as its paragraphs' plain text (empty ones skipped). */
export function splitPassages(paragraphs: readonly string[]): Passage[] {
  const passages: Passage[] = [];
  let buffer: string[] = [];
  let words = 0;
  let start = 0;
  const flush = () => {
    if (buffer.length === 0) return;
    passages.push({ position: passages.length + 1, firstParagraph: start, content: buffer.join("\n") });
    buffer = [];
    words = 0;
  };
  paragraphs.forEach((paragraph, index) => {
    const text = paragraph.trim();
    if (!text) return;
    for (const piece of pieces(text)) {
      const count = wordCount(piece);
      if (words > 0 && words + count > MAX_WORDS) flush();
      if (buffer.length === 0) start = index + 1;
      buffer.push(piece);
      words += count;
      if (words >= TARGET_WORDS) flush();
    }
  });
  flush();
  return passages;
}
