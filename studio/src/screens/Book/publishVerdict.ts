/** What the publishing panel and the publish dialog say readers will be able to read. Pure. */
import type { BookView, ReaderPreviewView } from "@storyloom/api/client";
import { formatCents } from "./paywallLabels.ts";

export interface PublishVerdict {
  /** "ready": readers can read what is published; "warning": some or all of it opens to nobody (or nothing is published). */
  tone: "ready" | "warning";
  text: string;
}

const chapters = (count: number) => (count === 1 ? "1 chapter" : `${count} chapters`);
const isAre = (count: number) => (count === 1 ? "is" : "are");

/** How the chapters for sale are sold: "at $0.99 each, or $4.99 for the whole book". */
function priceText(book: Pick<BookView, "chapterPrice" | "bundle" | "bundlePrice">): string {
  const whole = book.bundle && book.bundlePrice !== null ? formatCents(book.bundlePrice) : null;
  if (book.chapterPrice !== null) return ` at ${formatCents(book.chapterPrice)} each${whole ? `, or ${whole} for the whole book` : ""}`;
  return whole ? ` with the whole book at ${whole}` : "";
}

/**
 * The verdict on what readers could read if the book were published now (the
 * API counts the published chapters by the readers' own access rule). It warns
 * when some published chapter would open to nobody, and says why when prices
 * are set but the author cannot sell yet.
 */
export function publishVerdict(readers: ReaderPreviewView, book: Pick<BookView, "chapterPrice" | "bundle" | "bundlePrice">, canSell: boolean): PublishVerdict {
  const { publishedChapters, free, forSale, forSubscribers, closed } = readers;
  if (publishedChapters === 0) {
    return {
      tone: "warning",
      text: "No chapter is published yet: readers would find the book's page with nothing to read. Publish chapters from their pages, before or after the book.",
    };
  }
  if (closed === 0 && free === publishedChapters) return { tone: "ready", text: `Readers will be able to read all ${chapters(publishedChapters)} for free.` };
  const parts = [
    free > 0 ? `${chapters(free)} ${isAre(free)} free` : null,
    forSale > 0 ? `${chapters(forSale)} ${isAre(forSale)} for sale${priceText(book)}` : null,
    forSubscribers > 0 ? `${chapters(forSubscribers)} ${isAre(forSubscribers)} for subscribers` : null,
  ].filter((part): part is string => part !== null);
  if (closed === 0) return { tone: "ready", text: `Of the ${chapters(publishedChapters)} readers will see, ${parts.join("; ")}.` };
  const hasPrices = book.chapterPrice !== null || (book.bundle && book.bundlePrice !== null);
  const why = !canSell && hasPrices ? " Your prices sell nothing until your payout account is connected (My account, Payouts)." : "";
  const fix = " Make the first chapters free (Free chapters), or set prices or a subscription.";
  if (closed === publishedChapters) {
    const none = publishedChapters === 1 ? "its one chapter is neither free nor for sale" : `none of its ${chapters(publishedChapters)} is free or for sale`;
    return { tone: "warning", text: `Nobody will be able to read this book: ${none}.${why}${fix}` };
  }
  return {
    tone: "warning",
    text: `${chapters(closed)} of ${publishedChapters} will open to nobody: not free, not for sale. ${capitalised(parts.join("; "))}.${why}${fix}`,
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
