import type { CheckoutKind, PaymentStatus, PriceInterval } from "@storyloom/db/enums";

/** The subscription a receipt's payment paid a period of. */
export interface ReceiptSubscriptionView {
  type: "AUTHOR" | "SERIES";
  /** The author's name or the series' title. */
  name: string;
  interval: PriceInterval;
}

/** One of the reader's payments as a receipt: the purchases list's row and what a receipt adds. */
export interface PurchaseReceiptView {
  paymentId: number;
  kind: CheckoutKind | null;
  bookId: number | null;
  bookTitle: string | null;
  chaptersCount: number;
  /** The bought chapters' places among the book's published chapters (1-based, ascending); fewer than chaptersCount when some are no longer published. */
  chapterNumbers: number[];
  entireBook: boolean;
  subscription: ReceiptSubscriptionView | null;
  /** The author paid. */
  seller: { authorId: number; name: string };
  buyerEmail: string;
  /** Cents, in `currency`. */
  amount: number;
  refundedAmount: number;
  /** ISO 4217 code, lower case ("usd"). */
  currency: string;
  status: PaymentStatus;
  /** The payment provider's id of the payment; null when none was stored. */
  providerReference: string | null;
  createdAt: string;
}
