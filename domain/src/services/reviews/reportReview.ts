import type { Knex } from "@storyloom/db";
import type { ReviewViolation } from "@storyloom/db/enums";
import { ConflictError } from "../../errors.ts";

/**
 * Reports a review to the moderators. A reader holds at most one report per
 * review (unique in the table): a second while it is open is a conflict; once
 * a moderator closed it (deleted), a new report reopens it with the new
 * violation and comment. The caller authorized "review.report".
 */
export async function reportReview(input: {
  trx: Knex.Transaction;
  reviewId: number;
  reporterId: number;
  violation: ReviewViolation;
  comment?: string | null;
  now?: Date;
}): Promise<void> {
  const { trx } = input;
  const report = {
    reviewId: input.reviewId,
    reporterId: input.reporterId,
    violation: input.violation,
    comment: input.comment?.trim() || null,
    dateTime: input.now ?? new Date(),
    deleted: false,
  };
  const written = await trx("bookReviewReports")
    .insert(report)
    .onConflict(["reviewId", "reporterId"])
    .merge({ violation: report.violation, comment: report.comment, dateTime: report.dateTime, deleted: false, updatedAt: trx.fn.now() })
    .where("bookReviewReports.deleted", true)
    .returning("id");
  if (written.length === 0) throw new ConflictError("You have already reported this review.");
}
