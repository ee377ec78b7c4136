/**
 * Where a continuity finding's passage is in the editor's text, to select it.
 * The server read the chapter's markup (whitespace folded, curly quotes as
 * written); the editor's text may have moved on since the check: the passage
 * is looked for as written, then with case and whitespace aside.
 */
export function findQuote(text: string, quote: string): { index: number; length: number } | null {
  const words = quote.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const exact = text.indexOf(quote);
  if (exact !== -1) return { index: exact, length: quote.length };
  const pattern = new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"), "iu");
  const match = pattern.exec(text);
  return match ? { index: match.index, length: match[0].length } : null;
}
