import type { AuditEntryView } from "@storyloom/api/client";

const ACTION_LABELS: Record<string, string> = {
  "user.suspend": "Suspended the account",
  "user.restore": "Reactivated the account",
  "user.promoCredit": "Added promotional AI credit",
  "user.liftAiSuspension": "Lifted the AI suspension",
  "impersonation.start": "Started acting as the user",
  "impersonation.stop": "Stopped acting as the user",
  "impersonation.write": "Made a change as the user",
  "reviewReport.dismiss": "Dismissed the report",
  "reviewReport.notes": "Wrote notes on the report",
  "review.hide": "Hid the review",
  "review.restore": "Restored the review",
  "book.suspend": "Suspended the book",
  "book.restore": "Restored the book",
  "series.suspend": "Suspended the series",
  "series.restore": "Restored the series",
};

/** An audit entry's action in words; an action this studio does not know yet is shown by its name. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const SUBJECT_LABELS: Record<string, string> = { user: "Account", review: "Review", reviewReport: "Report", book: "Book", series: "Series" };

/** What an audit entry acted on, in words with its id ("Report 2"); a type this studio does not know yet is shown by its name. */
export function auditSubjectLabel(subject: Pick<AuditEntryView["subject"], "type" | "id">): string {
  return `${SUBJECT_LABELS[subject.type] ?? subject.type} ${subject.id}`;
}

function text(value: unknown): string | null {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number") return String(value);
  return null;
}

/** The one line of detail worth reading in the table: which call, which title, which change of status, what amount. */
export function auditDetailsLine(entry: Pick<AuditEntryView, "action" | "details">): string {
  const { details } = entry;
  const method = text(details.method);
  const path = text(details.path);
  if (method && path) return `${method} ${path}`;
  const title = text(details.title);
  if (title) return `“${title}”`;
  const from = text(details.from);
  const to = text(details.to);
  if (from && to) return `${from} → ${to}`;
  if (typeof details.amount === "number") return `$${(details.amount / 100).toFixed(2)}`;
  const notes = text(details.notes);
  if (notes) return notes.length > 80 ? `${notes.slice(0, 79)}…` : notes;
  if (typeof details.reviewId === "number") return `Review ${details.reviewId}`;
  return "";
}
