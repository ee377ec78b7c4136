import { z } from "zod";
import { pageNumber, pathId, wholeNumber } from "../schemaParts.ts";
import { pageOf } from "../../presenters/views/paging.ts";
import { purchaseReceiptView, purchaseView } from "../../presenters/views/purchases.ts";

export const purchasesQuery = z.strictObject({
  page: pageNumber.optional().default(1),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(25),
});

export const purchaseParams = z.strictObject({ paymentId: pathId });

// Answers (presenters/views/purchases.ts holds the shapes).

export const purchasePage = pageOf(purchaseView);
export const purchaseReceiptAnswer = z.object({ receipt: purchaseReceiptView });
