import type { Knex } from "@storyloom/db";
import { AdminAuditLogEntry, AiModeration, BookReviewReport, ReaderBook, ReaderProfile, User } from "@storyloom/db/models";

export interface DemoModerationOptions {
  /** The demo admin's user id: who closed the earlier report. */
  adminUserId: number;
  /** The seed's clock (the other demo dates count from it). */
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earlier report: Dmitri took Lucía's rolling pin for a threat; it is a scene of the book. */
const dismissed = {
  bookTitle: "The Quiet Tenant",
  reviewerEmail: "lucia.ortega@storyloom.test",
  reporterEmail: "dmitri.volkov@storyloom.test",
  violation: "HARASSMENT_OR_THREATS",
  comment: "This review talks about hitting someone with a rolling pin.",
  notes: "The rolling pin is a scene in the book (chapter 4), not a threat to anyone. Nothing to act on.",
  reportedDaysAgo: 8,
  closedDaysAgo: 7,
} as const;

/** A request moderation refused: Mira's murder scene, flagged as violence (a category that refuses, not one that suspends). */
const refused = {
  authorEmail: "mira.okafor@storyloom.test",
  daysAgo: 4,
  content:
    "Rewrite this so it is more vivid: The blow came from behind. Grace felt the cold of the stair rail against her cheek before she felt the pain, and then only the pain, " +
    "and the dark stain spreading across the landing carpet that Mrs. Okonjo had swept that morning.",
  scores: {
    harassment: 0.012,
    "harassment/threatening": 0.031,
    hate: 0.001,
    "hate/threatening": 0.0004,
    illicit: 0.006,
    "illicit/violent": 0.004,
    "self-harm": 0.002,
    "self-harm/intent": 0.0003,
    "self-harm/instructions": 0.0002,
    sexual: 0.0008,
    "sexual/minors": 0.0001,
    violence: 0.91,
    "violence/graphic": 0.64,
  },
  flagged: ["violence", "violence/graphic"],
} as const;

async function readerIdOf(knex: Knex | Knex.Transaction, email: string): Promise<number> {
  const reader = await ReaderProfile.query(knex).joinRelated("user").where("user.email", email).first();
  if (!reader) throw new Error(`The demo has no reader ${email}.`);
  return reader.id;
}

/**
 * The admin's earlier moderation, so each part of the admin area has history
 * to show: a report the admin dismissed with a note (under "Closed reports",
 * with its two audit entries, as the admin routes write them) and a request
 * to the AI tools that moderation refused. The open report stays for the
 * visitor to act on (demoCatalogue.ts).
 */
export async function seedDemoModeration(knex: Knex | Knex.Transaction, options: DemoModerationOptions): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  const review = await ReaderBook.query(knex)
    .joinRelated("book")
    .where("book.title", dismissed.bookTitle)
    .where("readerBooks.readerId", await readerIdOf(knex, dismissed.reviewerEmail))
    .whereNotNull("readerBooks.reviewedAt")
    .first();
  if (!review) throw new Error(`The demo has no review of ${dismissed.bookTitle} by ${dismissed.reviewerEmail}.`);
  const closedAt = new Date(now - dismissed.closedDaysAgo * DAY_MS);
  const report = await BookReviewReport.query(knex).insert({
    violation: dismissed.violation,
    comment: dismissed.comment,
    reporterId: await readerIdOf(knex, dismissed.reporterEmail),
    reviewId: review.id,
    dateTime: new Date(now - dismissed.reportedDaysAgo * DAY_MS),
    notes: dismissed.notes,
    deleted: true,
    resolution: "DISMISSED",
    resolvedAt: closedAt,
    resolvedById: options.adminUserId,
  });
  const audit = [
    { action: "reviewReport.notes", details: { notes: dismissed.notes }, at: new Date(closedAt.getTime() - 60_000) },
    { action: "reviewReport.dismiss", details: { reviewId: review.id }, at: closedAt },
  ];
  for (const entry of audit) {
    const row = await AdminAuditLogEntry.query(knex).insert({
      actorId: options.adminUserId,
      onBehalfOfId: null,
      action: entry.action,
      subjectType: "reviewReport",
      subjectId: report.id,
      details: entry.details,
    });
    await row.$query(knex).patch({ createdAt: entry.at, updatedAt: entry.at });
  }

  const author = await User.query(knex).findOne({ email: refused.authorEmail });
  if (!author) throw new Error(`The demo has no author ${refused.authorEmail}.`);
  const categories = Object.fromEntries(Object.keys(refused.scores).map((name) => [name, (refused.flagged as readonly string[]).includes(name)]));
  const check = await AiModeration.query(knex).insert({
    service: "OPEN_AI",
    userId: author.id,
    isSuspendsAi: false,
    isIdle: false,
    content: refused.content,
    categories,
    categoryScores: { ...refused.scores },
  });
  const checkedAt = new Date(now - refused.daysAgo * DAY_MS);
  await check.$query(knex).patch({ createdAt: checkedAt, updatedAt: checkedAt });
}
