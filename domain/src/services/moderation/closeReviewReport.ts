import type { Knex } from "@storyloom/db";
import { BookReviewReport } from "@storyloom/db/models";
import { ConflictError, NotFoundError } from "../../errors.ts";

/** Loads a report for a moderator's change, locked, or NotFoundError "Report not found.". */
export async function lockReviewReport(trx: Knex.Transaction, reportId: number): Promise<BookReviewReport> {
  const report = await BookReviewReport.query(trx).findById(reportId).forUpdate();
  if (!report) throw new NotFoundError("Report not found.");
  return report;
}

/**
 * Dismisses a report: the review broke no rule. The report is closed
 * (`deleted`, as the reporter's next report of the review reopens it) and
 * says who closed it and when. The caller authorized "admin.moderateReviews".
 */
export async function dismissReviewReport(input: { trx: Knex.Transaction; reportId: number; adminUserId: number; now?: Date }): Promise<BookReviewReport> {
  const report = await lockReviewReport(input.trx, input.reportId);
  if (report.deleted) throw new ConflictError("This report is already closed.");
  return report
    .$query(input.trx)
    .patchAndFetch({ deleted: true, resolution: "DISMISSED", resolvedAt: input.now ?? new Date(), resolvedById: input.adminUserId });
}

/** The moderators' notes on a report, open or closed (empty text clears them). The caller authorized "admin.moderateReviews". */
export async function updateReviewReportNotes(input: { trx: Knex.Transaction; reportId: number; notes: string }): Promise<BookReviewReport> {
  const report = await lockReviewReport(input.trx, input.reportId);
  return report.$query(input.trx).patchAndFetch({ notes: input.notes.trim() || null });
}
