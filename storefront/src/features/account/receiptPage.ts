/**
 * One of the signed-in reader's purchases as a printable receipt
 * (/account/receipts/{paymentId}): the API answers only the buyer's own
 * payments; anything else (someone else's, unknown, an id that is no id) is
 * the page's not-found.
 */
import { getPurchaseReceipt } from "@storyloom/api/client";
import type { ApiClient, PurchaseReceiptView } from "@storyloom/api/client";
import { orNotFound } from "../catalogue/apiErrors.ts";
import { parsePositiveInt } from "../catalogue/readQuery.ts";
import { paths } from "../../lib/paths.ts";

/** The largest id the API takes in a path (15 digits): anything longer is no purchase of anyone's. */
const MAX_PAYMENT_ID = 999_999_999_999_999;

/** The path of a purchase's receipt. */
export function receiptPath(paymentId: number): string {
  return `${paths.account}/receipts/${paymentId}`;
}

/** The payment id a receipt's address names, or null when it names none. */
export function receiptIdOf(raw: string | undefined): number | null {
  return raw === undefined ? null : parsePositiveInt(raw, MAX_PAYMENT_ID);
}

/** The receipt of the reader's payment, or null when they have no such payment (also when they have no reader profile). */
export async function loadReceipt(input: { client: ApiClient; rawId: string | undefined; isReader: boolean }): Promise<PurchaseReceiptView | null> {
  const paymentId = receiptIdOf(input.rawId);
  if (paymentId === null || !input.isReader) return null;
  return (await orNotFound(getPurchaseReceipt(input.client, paymentId)))?.receipt ?? null;
}
