import { z } from "zod";
import { pageNumber, pathId, wholeNumber } from "../schemaParts.ts";

export const purchasesQuery = z.strictObject({
  page: pageNumber.optional().default(1),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(25),
});

export const purchaseParams = z.strictObject({ paymentId: pathId });
