/**
 * What a reader may buy from a locked chapter, and the words for it: pure,
 * shared by the API (startCheckout.ts refuses anything else) and the
 * storefront (through the API's client), so that a pack the page offers is
 * one the checkout takes.
 */

/** The paid-chapter options of docs/product.md (Validation rules): the entire book (0), 1 to 10 chapters, then 15 to 100 in steps of 5. */
export const CHAPTER_COUNT_OPTIONS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, ...Array.from({ length: 18 }, (_, i) => 15 + i * 5)];

/** "Entire book", "1 Chapter", "5 Chapters": the labels of docs/product.md (Validation rules). */
export function chapterCountLabel(count: number): string {
  if (count === 0) return "Entire book";
  return count === 1 ? "1 Chapter" : `${count} Chapters`;
}

/**
 * The chapter packs worth offering from a locked chapter (docs/decisions/payments.md,
 * "Chapter packs"): among the counts of docs/product.md (Validation rules), those of at most `chaptersLeft`
 * chapters (the locked ones the reader could buy from this chapter on), and,
 * when the book is also sold whole, only those that cost less than the whole
 * book: a pack that costs as much or more is never a better buy, and the
 * whole book is offered beside it. Empty when chapters are not sold one by one.
 */
export function chapterPackOffers(input: { chapterPrice: number | null; bundlePrice: number | null; chaptersLeft: number }): number[] {
  const { chapterPrice, bundlePrice, chaptersLeft } = input;
  if (chapterPrice === null || chaptersLeft < 1) return [];
  return CHAPTER_COUNT_OPTIONS.filter((count) => count >= 1 && count <= chaptersLeft && (bundlePrice === null || count * chapterPrice < bundlePrice));
}
