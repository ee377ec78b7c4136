// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { checkoutKinds, paymentStatuses, priceIntervals } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

const cents = () => count();

/** A purchase as the reader's /my-account lists it. */
export const purchaseView = z
  .object({
    paymentId: count(),
    kind: z.enum(checkoutKinds).nullable(),
    bookId: count().nullable(),
    bookTitle: z.string().nullable(),
    chaptersCount: count(),
    entireBook: z.boolean(),
    amount: cents().describe("Cents."),
    refundedAmount: cents(),
    status: z.enum(paymentStatuses),
    createdAt: isoDateTime(),
  })
  .meta({ id: "Purchase" });
export type PurchaseView = z.output<typeof purchaseView>;

/** The subscription a receipt's payment paid a period of. */
export const receiptSubscriptionView = z.object({
  type: z.enum(["AUTHOR", "SERIES"]),
  name: z.string().describe("The author's name or the series' title."),
  interval: z.enum(priceIntervals),
});

/** One of the reader's payments as a receipt: the purchases list's row and what a receipt adds. */
export const purchaseReceiptView = z
  .object({
    paymentId: count(),
    kind: z.enum(checkoutKinds).nullable(),
    bookId: count().nullable(),
    bookTitle: z.string().nullable(),
    chaptersCount: count(),
    chapterNumbers: z
      .array(count())
      .describe(
        "The bought chapters' places among the book's published chapters (1-based, ascending); fewer than chaptersCount when some are no longer published.",
      ),
    entireBook: z.boolean(),
    subscription: receiptSubscriptionView.nullable(),
    seller: z.object({ authorId: count(), name: z.string() }).describe("The author paid."),
    buyerEmail: z.string(),
    amount: cents().describe("Cents, in `currency`."),
    refundedAmount: cents(),
    currency: z.string().describe('ISO 4217 code, lower case ("usd").'),
    status: z.enum(paymentStatuses),
    providerReference: z.string().nullable().describe("The payment provider's id of the payment; null when none was stored."),
    createdAt: isoDateTime(),
  })
  .meta({ id: "PurchaseReceipt" });
export type PurchaseReceiptView = z.output<typeof purchaseReceiptView>;
