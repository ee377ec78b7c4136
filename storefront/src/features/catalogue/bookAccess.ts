/** What the book page says a reader can read and buy, before they meet a lock. Pure. */
import type { ChapterAccessReason } from "@storyloom/api/client";
import { countLabel, formatPrice } from "./text.ts";

export interface BookOffer {
  subscribersOnly: boolean;
  /** Cents per chapter, null when chapters are not sold one by one. */
  chapterPrice: number | null;
  /** Cents for the whole book, null when it is not sold whole. */
  bundlePrice: number | null;
  /** A subscription (the author's) opens the paid chapters. */
  subscriptionOffered: boolean;
}

/** What opens the chapters that are not free, after the free ones ("the others are $0.99 each") and alone ("Chapters are $0.99 each"); null when nothing does. */
function restText(offer: BookOffer): { afterFree: string; alone: string } | null {
  if (offer.chapterPrice !== null) {
    const each = `${formatPrice(offer.chapterPrice)} each${offer.bundlePrice !== null ? `, or ${formatPrice(offer.bundlePrice)} for the whole book` : ""}`;
    return { afterFree: `the others are ${each}`, alone: `Chapters are ${each}` };
  }
  if (offer.bundlePrice !== null)
    return { afterFree: `the whole book is ${formatPrice(offer.bundlePrice)}`, alone: `The whole book is ${formatPrice(offer.bundlePrice)}` };
  if (offer.subscriptionOffered) return { afterFree: "the others are for subscribers", alone: "Chapters are for subscribers" };
  return null;
}

/**
 * The book page's line on access: what is free (counted from the chapters as
 * an anonymous reader meets them: free chapters, chapters past the paywall's
 * dates), and what the rest costs, or that nothing opens them yet. Empty for
 * a book without published chapters.
 */
export function bookAccessLine(offer: BookOffer, chapters: ReadonlyArray<{ access: ChapterAccessReason }>): string {
  const total = chapters.length;
  if (total === 0) return "";
  const free = chapters.filter((chapter) => chapter.access === "free").length;
  if (free === total) return "Every chapter is free to read.";
  const isPrefix = chapters.slice(0, free).every((chapter) => chapter.access === "free");
  const freePart =
    free === 0
      ? null
      : isPrefix
        ? free === 1
          ? "The first chapter is free"
          : `The first ${countLabel(free, "chapter")} are free`
        : `${free} of ${total} chapters ${free === 1 ? "is" : "are"} free`;
  const rest = offer.subscribersOnly ? { afterFree: "the others are for subscribers", alone: "This book is for subscribers" } : restText(offer);
  if (freePart) return `${freePart}; ${rest ? rest.afterFree : "the others are not on sale yet"}.`;
  return rest ? `${rest.alone}.` : "No chapter can be read yet: the author has not made any free or put any on sale.";
}
