import type { PurchaseReceipt } from "@storyloom/domain/services/payments/findPurchaseReceipt.ts";
import type { PurchaseReceiptView } from "./views/purchases.ts";

/** A receipt as its buyer sees it (the buyer's reader profile id stays in the API). */
export function presentPurchaseReceipt(receipt: PurchaseReceipt): PurchaseReceiptView {
  return {
    paymentId: receipt.paymentId,
    kind: receipt.kind,
    bookId: receipt.bookId,
    bookTitle: receipt.bookTitle,
    chaptersCount: receipt.chaptersCount,
    chapterNumbers: receipt.chapterNumbers,
    entireBook: receipt.entireBook,
    subscription: receipt.subscription ? { type: receipt.subscription.type, name: receipt.subscription.name, interval: receipt.subscription.interval } : null,
    seller: { authorId: receipt.seller.authorId, name: receipt.seller.name },
    buyerEmail: receipt.buyerEmail,
    amount: receipt.amount,
    refundedAmount: receipt.refundedAmount,
    currency: receipt.currency,
    status: receipt.status,
    providerReference: receipt.providerReference,
    createdAt: receipt.createdAt.toISOString(),
  };
}
