import type { z } from "zod";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";
import type { bookCheckoutBody, payoutDisconnectedAnswer, providerPageAnswer, topUpBody } from "../routes/payments/schema.ts";
import type { purchasePage, purchaseReceiptAnswer, purchasesQuery } from "../routes/purchases/schema.ts";

export type { PurchaseReceiptView, PurchaseView } from "../presenters/views/purchases.ts";

export type BookCheckoutBody = z.input<typeof bookCheckoutBody>;
export type TopUpBody = z.input<typeof topUpBody>;

/** Where to send the buyer (or the author onboarding): the payment provider's hosted page. */
export type ProviderPageAnswer = z.output<typeof providerPageAnswer>;
type PayoutDisconnectedAnswer = z.output<typeof payoutDisconnectedAnswer>;

export { chapterCountLabel } from "@storyloom/domain/services/payments/chapterPacks.ts";

/** The AI balance top-ups on offer, in cents. */
export const AI_TOP_UP_AMOUNTS: readonly number[] = [500, 1000, 2000, 5000];

/** POST /readers/books/{bookId}/checkout: the next chaptersCount chapters, or the entire book (0). */
export function startBookCheckout(client: ApiClient, bookId: number, body: BookCheckoutBody, options?: CallOptions): Promise<ProviderPageAnswer> {
  return client.post<ProviderPageAnswer>(`/readers/books/${bookId}/checkout`, body, options);
}

/** POST /balance/top-up: adds `amount` cents to the AI balance through checkout. */
export function startAiTopUp(client: ApiClient, body: TopUpBody, options?: CallOptions): Promise<ProviderPageAnswer> {
  return client.post<ProviderPageAnswer>("/balance/top-up", body, options);
}

/** POST /author-profiles/stripe/connect: the provider's onboarding page for the author's payout account. */
export function connectPayoutAccount(client: ApiClient, options?: CallOptions): Promise<ProviderPageAnswer> {
  return client.post<ProviderPageAnswer>("/author-profiles/stripe/connect", undefined, options);
}

/** POST /author-profiles/stripe/disconnect. */
export function disconnectPayoutAccount(client: ApiClient, options?: CallOptions): Promise<PayoutDisconnectedAnswer> {
  return client.post<PayoutDisconnectedAnswer>("/author-profiles/stripe/disconnect", undefined, options);
}

export type PurchasesAnswer = z.output<typeof purchasePage>;
type PurchaseReceiptAnswer = z.output<typeof purchaseReceiptAnswer>;
export type ListPurchasesQuery = QueryOf<typeof purchasesQuery>;

/** GET /readers/purchases: the signed-in reader's purchases, newest first. */
export function listPurchases(client: ApiClient, query: ListPurchasesQuery = {}, options?: CallOptions): Promise<PurchasesAnswer> {
  return client.get<PurchasesAnswer>("/readers/purchases", { ...options, query });
}

/** GET /readers/purchases/{paymentId}: one of the signed-in reader's payments as a receipt; someone else's is the API's 404. */
export function getPurchaseReceipt(client: ApiClient, paymentId: number, options?: CallOptions): Promise<PurchaseReceiptAnswer> {
  return client.get<PurchaseReceiptAnswer>(`/readers/purchases/${paymentId}`, options);
}
