// Imports only db enums: see README.md.
import type { AiService, BookStatus, ReviewViolation, UserStatus } from "@storyloom/db/enums";

export type { AiService, ReviewViolation };

/** A person as the moderation lists name them. */
export interface ModerationPersonView {
  userId: number;
  email: string;
  name: string | null;
  status: UserStatus;
}

/** presentReviewReport: a reader's report of a review, with the review and who wrote and reported it. */
export interface ReviewReportView {
  id: number;
  violation: ReviewViolation;
  comment: string | null;
  /** The moderators' own notes. */
  notes: string | null;
  /** ISO date of the report. */
  reportedAt: string;
  /** "open" until a moderator dismisses it or hides the review. */
  status: "open" | "dismissed" | "reviewHidden";
  /** ISO date it was closed, null while open. */
  resolvedAt: string | null;
  reporter: ModerationPersonView;
  review: {
    id: number;
    title: string | null;
    /** Sanitised HTML, as readers saw it. */
    markup: string | null;
    rating: number | null;
    reviewedAt: string | null;
    /** ISO date moderation hid it, null while it shows. */
    hiddenAt: string | null;
    reviewer: ModerationPersonView;
  };
  book: { id: number; title: string };
}

/** presentModeratedBook: a book of any status, as the moderators' list shows it. */
export interface ModeratedBookView {
  id: number;
  title: string;
  status: BookStatus;
  isSuspended: boolean;
  author: { id: number; name: string | null; email: string };
  series: { id: number; title: string } | null;
  /** Readers who paid for it (the whole book or chapters). */
  buyersCount: number;
}

/** presentModeratedSeries: a series, as the moderators' list shows it. */
export interface ModeratedSeriesView {
  id: number;
  title: string;
  isSuspended: boolean;
  author: { id: number; name: string | null; email: string };
  booksCount: number;
}

/** presentAiModeration: one moderation check of text an author sent to the AI tools. */
export interface AiModerationView {
  id: number;
  service: AiService;
  /** The check flagged the text and suspended the author's AI tools. */
  isSuspendsAi: boolean;
  /** Handled: the suspension it caused was lifted. */
  isIdle: boolean;
  user: ModerationPersonView & { aiSuspendedByModeration: boolean };
  content: string | null;
  /** The categories that were flagged. */
  flaggedCategories: string[];
  categoryScores: Record<string, number>;
  createdAt: string;
}

/** presentAuditEntry: one thing an admin did. */
export interface AuditEntryView {
  id: number;
  action: string;
  actor: { userId: number; email: string | null };
  /** The impersonated user when the admin acted through an impersonation. */
  onBehalfOf: { userId: number; email: string | null } | null;
  subject: { type: string; id: number };
  details: Record<string, unknown>;
  createdAt: string;
}
