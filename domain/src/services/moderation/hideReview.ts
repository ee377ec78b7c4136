import type { Knex } from "@storyloom/db";
import { BookReviewReport, ReaderBook } from "@storyloom/db/models";
import { ConflictError, NotFoundError } from "../../errors.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { queueEmail } from "../mail/queueEmail.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { refreshBookRating } from "../reviews/refreshBookRating.ts";
import { reviewedBookTags } from "../reviews/reviewPageTags.ts";

/**
 * Loads a written review for moderation, the book row locked first and then
 * the review's (the reviews' lock order, services/reviews/README.md).
 */
async function lockReview(trx: Knex.Transaction, reviewId: number): Promise<ReaderBook> {
  const found = await ReaderBook.query(trx).findById(reviewId).select("id", "bookId");
  if (!found) throw new NotFoundError("Review not found.");
  await trx("books").where({ id: found.bookId }).forUpdate().first("id");
  const review = await ReaderBook.query(trx).findById(reviewId).forUpdate();
  if (!review?.reviewedAt) throw new NotFoundError("Review not found.");
  return review;
}

/** Tells a reviewer what moderation did to their review, by e-mail (the outbox). */
async function tellReviewer(trx: Knex.Transaction, jobs: JobQueue, review: ReaderBook, hidden: boolean): Promise<void> {
  const row = await trx("readerProfiles as rp")
    .join("users as u", "u.id", "rp.userId")
    .join("books as b", "b.id", trx.raw("?", [review.bookId]))
    .where("rp.id", review.readerId)
    .first<{ email: string; name: string | null; title: string } | undefined>("u.email", "rp.name", "b.title");
  if (!row) return;
  const text = [
    `Hello${row.name ? ` ${row.name}` : ""},`,
    "",
    hidden
      ? `Your review of "${row.title}" was reported and our moderators found that it breaks the community rules. It is hidden from other readers; you can still see it, rewrite it or delete it from the book's page.`
      : `Your review of "${row.title}" shows to other readers again: our moderators restored it.`,
    "",
    "Storyloom",
  ].join("\n");
  const subject = hidden ? `Your review of "${row.title}" was hidden` : `Your review of "${row.title}" is visible again`;
  await queueEmail({ trx, jobs, message: { to: row.email, subject, text } });
}

/**
 * Hides a review from everyone but its writer: it leaves the book's review
 * list, its summary and its mean rating; every open report of it is closed as
 * REVIEW_HIDDEN; the writer is told by e-mail. The caller authorized
 * "admin.moderateReviews".
 */
export async function hideReview(input: {
  trx: Knex.Transaction;
  pages: PublicPageCache;
  jobs: JobQueue;
  reviewId: number;
  adminUserId: number;
  now?: Date;
}): Promise<ReaderBook> {
  const { trx } = input;
  const now = input.now ?? new Date();
  const review = await lockReview(trx, input.reviewId);
  if (review.reviewHiddenAt) throw new ConflictError("This review is already hidden.");
  const hidden = await review.$query(trx).patchAndFetch({ reviewHiddenAt: now });
  await BookReviewReport.query(trx)
    .where({ reviewId: review.id, deleted: false })
    .patch({ deleted: true, resolution: "REVIEW_HIDDEN", resolvedAt: now, resolvedById: input.adminUserId });
  await refreshBookRating(trx, review.bookId);
  await tellReviewer(trx, input.jobs, review, true);
  void invalidatePublicPages({ trx, pages: input.pages, tags: await reviewedBookTags(trx, review.bookId) });
  return hidden;
}

/** Shows a hidden review again (its reports stay closed) and tells its writer. The caller authorized "admin.moderateReviews". */
export async function restoreReview(input: { trx: Knex.Transaction; pages: PublicPageCache; jobs: JobQueue; reviewId: number }): Promise<ReaderBook> {
  const { trx } = input;
  const review = await lockReview(trx, input.reviewId);
  if (!review.reviewHiddenAt) throw new ConflictError("This review is not hidden.");
  const shown = await review.$query(trx).patchAndFetch({ reviewHiddenAt: null });
  await refreshBookRating(trx, review.bookId);
  await tellReviewer(trx, input.jobs, review, false);
  void invalidatePublicPages({ trx, pages: input.pages, tags: await reviewedBookTags(trx, review.bookId) });
  return shown;
}
