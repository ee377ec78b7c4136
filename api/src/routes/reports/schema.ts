import { z } from "zod";
import { funnelSteps } from "@storyloom/db/enums";
import { pageNumber, pathId, required, wholeNumber } from "../schemaParts.ts";
import { chapterFunnelView, salesReportView } from "../../presenters/views/reports.ts";

export const salesQuery = z.strictObject({
  months: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(36, "Must be at most 36.")).optional().default(12),
  page: pageNumber.optional().default(1),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(25),
});

export const funnelParams = z.strictObject({ bookId: pathId });

export const funnelStepParams = z.strictObject({
  bookId: pathId,
  chapterIndex: wholeNumber().pipe(z.number().min(1, "Must be at least 1.")),
});

export const funnelStepBody = z.strictObject({ step: z.enum(funnelSteps, { error: required(`Must be one of: ${funnelSteps.join(", ")}.`) }) });

// Answers (presenters/views/reports.ts holds the shapes).

export { chapterFunnelView as chapterFunnelAnswer, salesReportView as salesReportAnswer };
export const funnelStepAnswer = z.object({ isCounted: z.boolean().describe("False when this visitor's step of the chapter was already counted.") });
