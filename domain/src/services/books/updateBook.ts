import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { applyFreeAfterDays } from "../publishing/applyFreeAfterDays.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags, publicBookTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { requireGenre } from "./requireGenre.ts";

export const BUNDLE_PRICE_REQUIRED_MESSAGE = "Set a price to sell the whole book.";

/** The book fields an author may change here; null clears an optional one (and turns a paywall rule off). */
export interface BookChanges {
  title?: string;
  description?: string | null;
  genreId?: number | null;
  imgUrl?: string | null;
  subscribersOnly?: boolean;
  customChapterNumbering?: boolean;
  /** The first this many published chapters, in reading order, are free (docs/decisions/reading.md, Chapter access: one rule). */
  publicChaptersCount?: number;
  /** Cents per chapter bought one by one; null: chapters are not sold one by one. */
  chapterPrice?: number | null;
  /** The whole book is for sale, at bundlePrice (which it then needs). */
  bundle?: boolean;
  bundlePrice?: number | null;
  /** The paywall rules (domain/src/services/readers/README.md). */
  paidLatestChaptersCount?: number | null;
  freeAfterDays?: number | null;
  subscriberEarlyDays?: number | null;
}

/** A book sold whole needs its price, whether both come now or one is already saved. */
function requireBundlePrice(book: Book, changes: BookChanges): void {
  const bundle = changes.bundle ?? book.bundle;
  const bundlePrice = changes.bundlePrice === undefined ? book.bundlePrice : changes.bundlePrice;
  if (bundle && bundlePrice === null)
    throw new ValidationError(`bundlePrice: ${BUNDLE_PRICE_REQUIRED_MESSAGE}`, { bundlePrice: BUNDLE_PRICE_REQUIRED_MESSAGE });
}

/**
 * Saves the fields that were sent and gives the book as it now is, with its
 * genre. A change of freeAfterDays moves the unlock times it gave the
 * published chapters (applyFreeAfterDays).
 */
export async function updateBook(input: { trx: Knex.Transaction; pages: PublicPageCache; book: Book; changes: BookChanges }): Promise<Book> {
  const { trx, pages, book, changes } = input;
  // Read before the patch: patching a model instance also updates its properties.
  const previousFreeAfterDays = book.freeAfterDays;
  await requireGenre(trx, changes.genreId);
  requireBundlePrice(book, changes);
  await book.$query(trx).patch(changes);
  if (changes.freeAfterDays !== undefined) await applyFreeAfterDays({ trx, bookId: book.id, from: previousFreeAfterDays, to: changes.freeAfterDays });
  void invalidatePublicPages({ trx, pages, tags: book.status === "PUBLISHED" ? publicBookTags(book) : [pageTags.book(book.id)] });
  return book.$query(trx).withGraphFetched("genre");
}
