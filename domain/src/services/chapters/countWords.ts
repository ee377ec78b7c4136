/** Words of a chapter's markup as a reader would count them: tags and entities are not words, punctuation alone is not a word. */
export function countWords(markup: string | null): number {
  if (!markup) return 0;
  const text = markup
    // Block ends and line breaks separate words that no space separates in the markup.
    .replace(/<\/?(p|br|h[1-6]|li|blockquote|div)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(nbsp|#160|#xa0);/gi, " ")
    .replace(/&[a-z0-9#]+;/gi, "x");
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
