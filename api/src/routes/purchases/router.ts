import { listPurchases } from "@storyloom/domain/services/payments/listPurchases.ts";
import { requireReaderId } from "@storyloom/domain/services/readerBooks/requireReaderId.ts";
import { defineRoute } from "../defineRoute.ts";
import { purchasesQuery } from "./schema.ts";

/** GET /api/v1/readers/purchases: what the signed-in reader bought (SPEC: readers see their purchases on /my-account). */
export const listReaderPurchases = defineRoute({
  method: "GET",
  path: "/api/v1/readers/purchases",
  summary: "The signed-in reader's purchases (chapters, whole books), newest first, with refunds and status; paged.",
  auth: "signedIn",
  authorize: "purchases.list",
  onCustomDomains: true,
  schema: { query: purchasesQuery },
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

export const purchasesRoutes = [listReaderPurchases];
