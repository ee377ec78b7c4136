import type { Knex } from "@storyloom/db";
import type { ReviewViolation, UserStatus } from "@storyloom/db/enums";

export interface ModerationPerson {
  userId: number;
  email: string;
  name: string | null;
  status: UserStatus;
}

/** A report with the review, its writer, its reporter and its book, as moderators read it. */
export interface ReviewReportRow {
  id: number;
  violation: ReviewViolation;
  comment: string | null;
  notes: string | null;
  dateTime: Date;
  deleted: boolean;
  resolution: "DISMISSED" | "REVIEW_HIDDEN" | null;
  resolvedAt: Date | null;
  reporter: ModerationPerson;
  review: {
    id: number;
    title: string | null;
    markup: string | null;
    rating: number | null;
    reviewedAt: Date | null;
    hiddenAt: Date | null;
    reviewer: ModerationPerson;
  };
  book: { id: number; title: string };
}

interface FlatRow {
  id: number;
  violation: ReviewViolation;
  comment: string | null;
  notes: string | null;
  dateTime: Date;
  deleted: boolean;
  resolution: "DISMISSED" | "REVIEW_HIDDEN" | null;
  resolvedAt: Date | null;
  reporterUserId: number;
  reporterEmail: string;
  reporterName: string | null;
  reporterStatus: UserStatus;
  reviewId: number;
  reviewTitle: string | null;
  reviewMarkup: string | null;
  rating: number | null;
  reviewedAt: Date | null;
  reviewHiddenAt: Date | null;
  reviewerUserId: number;
  reviewerEmail: string;
  reviewerName: string | null;
  reviewerStatus: UserStatus;
  bookId: number;
  bookTitle: string;
}

function selectReports(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db("bookReviewReports as r")
    .join("readerProfiles as rp", "rp.id", "r.reporterId")
    .join("users as ru", "ru.id", "rp.userId")
    .join("readerBooks as rb", "rb.id", "r.reviewId")
    .join("readerProfiles as wp", "wp.id", "rb.readerId")
    .join("users as wu", "wu.id", "wp.userId")
    .join("books as b", "b.id", "rb.bookId");
}

const COLUMNS = [
  "r.id",
  "r.violation",
  "r.comment",
  "r.notes",
  "r.dateTime",
  "r.deleted",
  "r.resolution",
  "r.resolvedAt",
  "ru.id as reporterUserId",
  "ru.email as reporterEmail",
  "rp.name as reporterName",
  "ru.status as reporterStatus",
  "rb.id as reviewId",
  "rb.reviewTitle",
  "rb.reviewMarkup",
  "rb.rating",
  "rb.reviewedAt",
  "rb.reviewHiddenAt",
  "wu.id as reviewerUserId",
  "wu.email as reviewerEmail",
  "wp.name as reviewerName",
  "wu.status as reviewerStatus",
  "b.id as bookId",
  "b.title as bookTitle",
];

function toReportRow(row: FlatRow): ReviewReportRow {
  return {
    id: row.id,
    violation: row.violation,
    comment: row.comment,
    notes: row.notes,
    dateTime: row.dateTime,
    deleted: row.deleted,
    resolution: row.resolution,
    resolvedAt: row.resolvedAt,
    reporter: { userId: row.reporterUserId, email: row.reporterEmail, name: row.reporterName, status: row.reporterStatus },
    review: {
      id: row.reviewId,
      title: row.reviewTitle,
      markup: row.reviewMarkup,
      rating: row.rating,
      reviewedAt: row.reviewedAt,
      hiddenAt: row.reviewHiddenAt,
      reviewer: { userId: row.reviewerUserId, email: row.reviewerEmail, name: row.reviewerName, status: row.reviewerStatus },
    },
    book: { id: row.bookId, title: row.bookTitle },
  };
}

/**
 * The moderators' queue, one page at a time: open reports oldest first (the
 * longest waiting on top), closed ones most recently closed first.
 */
export async function listReviewReports(input: {
  db: Knex | Knex.Transaction;
  status: "open" | "closed";
  page: number;
  pageSize: number;
}): Promise<{ items: ReviewReportRow[]; total: number }> {
  const { db, page, pageSize } = input;
  const isOpen = input.status === "open";
  const countRow = await db("bookReviewReports").where({ deleted: !isOpen }).count<Array<{ count: string }>>({ count: "*" });
  const query = selectReports(db).where("r.deleted", !isOpen).select<FlatRow[]>(COLUMNS);
  const ordered = isOpen ? query.orderBy("r.dateTime", "asc") : query.orderByRaw("r.resolved_at desc nulls last").orderBy("r.dateTime", "desc");
  const rows = await ordered
    .orderBy("r.id", "asc")
    .offset((page - 1) * pageSize)
    .limit(pageSize);
  return { items: rows.map(toReportRow), total: Number(countRow[0]?.count ?? 0) };
}

/** One report as moderators read it, or undefined. */
export async function findReviewReport(db: Knex | Knex.Transaction, reportId: number): Promise<ReviewReportRow | undefined> {
  const row = await selectReports(db).where("r.id", reportId).first<FlatRow | undefined>(COLUMNS);
  return row ? toReportRow(row) : undefined;
}
