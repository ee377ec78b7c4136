import { NotFoundError } from "@storyloom/domain/errors.ts";
import { listPurchases } from "@storyloom/domain/services/payments/listPurchases.ts";
import { findPurchaseReceipt } from "@storyloom/domain/services/payments/findPurchaseReceipt.ts";
import { requireReaderId } from "@storyloom/domain/services/readerBooks/requireReaderId.ts";
import { presentPurchaseReceipt } from "../../presenters/purchases.ts";
import { defineRoute } from "../defineRoute.ts";
import { purchaseParams, purchasePage, purchaseReceiptAnswer, purchasesQuery } from "./schema.ts";

/**
 * GET /api/v1/readers/purchases: what the signed-in reader bought (docs/decisions/payments.md, Readers' purchases: readers see their purchases on /my-account).
 * Not on custom domains: a reader's purchases from every author are not what they let an author's site see (docs/security.md).
 */
export const listReaderPurchases = defineRoute({
  method: "GET",
  path: "/api/v1/readers/purchases",
  summary: "The signed-in reader's purchases (chapters, whole books), newest first, with refunds and status; paged.",
  auth: "signedIn",
  authorize: "purchases.list",
  schema: { query: purchasesQuery, response: purchasePage },
  handler: async ({ query, actor, deps }) => {
    const { items, total } = await listPurchases({ db: deps.knex, readerId: requireReaderId(actor), page: query.page, pageSize: query.pageSize });
    return {
      items: items.map((purchase) => ({ ...purchase, createdAt: purchase.createdAt.toISOString() })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  },
});

/** GET /api/v1/readers/purchases/{paymentId}: one of the reader's own payments as a receipt (docs/decisions/storefront-and-render-cache.md, "Receipts"); not on custom domains, as the list. */
export const getPurchaseReceipt = defineRoute({
  method: "GET",
  path: "/api/v1/readers/purchases/:paymentId",
  summary:
    "One of the signed-in reader's payments as a receipt: the seller, the buyer's e-mail, what was bought, amount, refunds, currency, status, the provider's reference.",
  auth: "signedIn",
  authorize: "purchases.read",
  schema: { params: purchaseParams, response: purchaseReceiptAnswer },
  handler: async ({ params, actor, deps, authorize }) => {
    const receipt = actor.readerId === null ? null : await findPurchaseReceipt({ db: deps.knex, readerId: actor.readerId, paymentId: params.paymentId });
    // Someone else's payment reads as an unknown one: the answer never tells which.
    if (!receipt) throw new NotFoundError("Purchase not found.");
    authorize(receipt);
    return { receipt: presentPurchaseReceipt(receipt) };
  },
});

export const purchasesRoutes = [listReaderPurchases, getPurchaseReceipt];
