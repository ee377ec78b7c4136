const numberFormat = new Intl.NumberFormat();

/** "1 word", "1,234 words". */
export function wordsLabel(count: number): string {
  return `${numberFormat.format(count)} ${count === 1 ? "word" : "words"}`;
}

/**
 * The words written since the chapter was opened, signed: "+120 this session",
 * "−15 this session" (cutting counts too, with a true minus sign), "No change
 * this session" before any.
 */
export function sessionWordsLabel(wordsAtOpen: number, wordsNow: number): string {
  const change = wordsNow - wordsAtOpen;
  if (change === 0) return "No change this session";
  const sign = change > 0 ? "+" : "\u2212";
  return `${sign}${numberFormat.format(Math.abs(change))} this session`;
}
