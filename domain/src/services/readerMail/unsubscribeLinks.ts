/**
 * Where a reader unsubscribes from one author's e-mails: each reader-author
 * pair has a random token (reader_notifications.unsubscribe_token). The link
 * in the message opens a page that asks; the List-Unsubscribe header's URL
 * takes the one-click POST of RFC 8058 (mail clients send it without the
 * reader signing in).
 */

/** The storefront page in the message's footer. */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}/unsubscribe/${encodeURIComponent(token)}`;
}

/** The API address of the List-Unsubscribe header (POST: one click; GET: leads to the page). */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}/api/v1/readers/unsubscribe/${encodeURIComponent(token)}`;
}

/** A token as the links carry it (unsubscribe, newsletter opens): a UUID, lower-case. */
export const UNSUBSCRIBE_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
