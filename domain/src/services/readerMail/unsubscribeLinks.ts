/**
 * The links in an e-mail to readers that end in the reader's own token: where
 * they unsubscribe from one author's e-mails (each reader-author pair has a
 * random token, reader_notifications.unsubscribe_token) and a newsletter's
 * open-tracking pixel (newsletter_deliveries.open_token). The link in the
 * message opens a page that asks; the List-Unsubscribe header's URL takes the
 * one-click POST of RFC 8058 (mail clients send it without the reader signing
 * in). A campaign's SQL appends each recipient's token (a UUID, nothing to
 * encode) to these prefixes (sendCampaign.ts).
 */
export function readerLinkPrefixes(publicUrl: string): { unsubscribePage: string; oneClickUnsubscribe: string; openPixel: string } {
  const base = publicUrl.replace(/\/$/, "");
  return {
    /** The storefront page in the message's footer. */
    unsubscribePage: `${base}/unsubscribe/`,
    /** The API address of the List-Unsubscribe header (POST: one click; GET: leads to the page). */
    oneClickUnsubscribe: `${base}/api/v1/readers/unsubscribe/`,
    openPixel: `${base}/api/v1/readers/newsletter-opens/`,
  };
}

/** A token as the links carry it (unsubscribe, newsletter opens): a UUID, lower-case. */
export const UNSUBSCRIBE_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
