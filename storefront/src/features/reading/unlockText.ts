/** The words of a locked chapter's unlock panel. Pure. */
import { formatDate, formatPrice } from "../catalogue/text.ts";

/**
 * Amounts are integer cents (docs/architecture.md, Money); the API's prices carry no currency yet, so
 * the panel shows dollars, the currency of the payment provider's default account
 * (formatPrice, shared with the book page: catalogue/text.ts).
 */
export { formatPrice };

/** "The first chapter of this book is free." / "The first 3 chapters of this book are free."; "" when none is. */
export function freeChaptersText(count: number): string {
  if (count <= 0) return "";
  return count === 1 ? "The first chapter of this book is free." : `The first ${count} chapters of this book are free.`;
}

/** For a chapter published ahead for paying readers: when everyone may read it. */
export function unlocksFreeText(iso: string | null): string {
  const date = formatDate(iso);
  return date ? `This chapter is out early for paying readers and subscribers. It becomes free to read on ${date}.` : "";
}

/** For a chapter in its subscribers' early-access window: until when, and when everyone may read it if it becomes free. */
export function earlyAccessText(subscribersOnlyUntil: string | null, unlocksFreeAt: string | null): string {
  const until = formatDate(subscribersOnlyUntil);
  if (!until) return "";
  const free = formatDate(unlocksFreeAt);
  return `Subscribers read this chapter first, until ${until}.${free ? ` It becomes free to read on ${free}.` : ""}`;
}

/** Who a subscription that opens the chapter is to: the author when they offer one, the book's series when it has one. */
export function subscriptionText(input: { authorName: string | null; authorSubscriptionEnabled: boolean; seriesTitle: string | null }): string {
  const author = input.authorName?.trim() || "the author";
  const series = input.seriesTitle ? `the series “${input.seriesTitle}”` : null;
  const to = input.authorSubscriptionEnabled ? (series ? `${author} or to ${series}` : author) : (series ?? author);
  return `Subscribe to ${to} to read every chapter as it comes out.`;
}

/**
 * What follows "Buy chapters." on a locked chapter: how chapters are sold from
 * here, by the packs on offer (none when even one chapter costs as much as
 * the whole book, which is then the better buy). It does not say "buy
 * chapters" again.
 */
export function chapterPacksText(chapterPacks: readonly number[], chapterPrice: number | null): string {
  const each = chapterPrice === null ? "" : `, at ${formatPrice(chapterPrice)} each`;
  const largest = Math.max(0, ...chapterPacks);
  if (largest === 0) return "A chapter costs as much as the whole book here: buy the whole book instead.";
  if (largest === 1) return `This chapter${chapterPrice === null ? "" : ` for ${formatPrice(chapterPrice)}`}; it stays yours.`;
  return `One at a time or up to ${largest} at once${each}; the chapters you buy stay yours.`;
}
