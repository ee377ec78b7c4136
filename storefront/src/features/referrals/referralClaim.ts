/**
 * Referral links (docs/product.md, Constants and limits: kept under the keys 'affiliateReferrer' and
 * 'affiliateBook'). A link is any storefront address with `?ref={authorId}`;
 * on a book's pages the book is kept too. The claim is sent with the reader's
 * next checkout (domain/src/services/payments/referrals.ts). Pure parts here,
 * the browser's storage passed in.
 */

export const REFERRER_KEY = "affiliateReferrer";
export const BOOK_KEY = "affiliateBook";

export interface StoredReferral {
  referrerAuthorId: number;
  bookId: number | null;
}

const positiveId = (value: string | null | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The referral a URL carries: `?ref=12` (and the book of a /book/{slug}/{id} address), or null. */
export function referralOfUrl(url: URL): StoredReferral | null {
  const referrerAuthorId = positiveId(url.searchParams.get("ref"));
  if (referrerAuthorId === null) return null;
  const bookMatch = /^\/book\/[^/]+\/(\d+)(?:\/|$)/.exec(url.pathname);
  return { referrerAuthorId, bookId: positiveId(bookMatch?.[1] ?? url.searchParams.get("book")) };
}

/** Keeps a URL's referral (the latest link wins); storage that refuses writes keeps nothing. */
export function keepReferral(url: URL, storage: Pick<Storage, "setItem" | "removeItem">): void {
  const referral = referralOfUrl(url);
  if (!referral) return;
  try {
    storage.setItem(REFERRER_KEY, String(referral.referrerAuthorId));
    if (referral.bookId === null) storage.removeItem(BOOK_KEY);
    else storage.setItem(BOOK_KEY, String(referral.bookId));
  } catch {
    // Private browsing may refuse storage: the purchase simply carries no referral.
  }
}

/** The kept referral, to send with a checkout; null when there is none (or storage is unreadable). */
export function storedReferral(storage: Pick<Storage, "getItem">): StoredReferral | null {
  try {
    const referrerAuthorId = positiveId(storage.getItem(REFERRER_KEY));
    if (referrerAuthorId === null) return null;
    return { referrerAuthorId, bookId: positiveId(storage.getItem(BOOK_KEY)) };
  } catch {
    return null;
  }
}
