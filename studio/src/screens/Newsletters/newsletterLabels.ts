import type { NewsletterView } from "@storyloom/api/client";
import { isSending } from "../../api/newsletters.ts";
import { formatPublicationTime } from "../Book/publishTime.ts";

type Status = Pick<NewsletterView, "status" | "scheduledAt" | "sentAt" | "recipientsCount" | "deliveredCount" | "failedCount">;

/** Where a newsletter is in its life, in words. */
export function newsletterStatusLabel(newsletter: Status, now = Date.now()): string {
  if (newsletter.status === "DRAFT") return "Draft";
  if (newsletter.status === "SCHEDULED") {
    if (isSending(newsletter, now)) return "Sending…";
    return `Scheduled for ${formatPublicationTime(newsletter.scheduledAt ?? "")}`;
  }
  return `Sent on ${formatPublicationTime(newsletter.sentAt ?? "")}`;
}

const count = (value: number, one: string, many: string) => `${value.toLocaleString()} ${value === 1 ? one : many}`;

/** How the sending went, once sent: "3 readers · 3 delivered · 2 opened (67%)"; null before. */
export function newsletterStatsLabel(
  newsletter: Pick<NewsletterView, "status" | "recipientsCount" | "deliveredCount" | "failedCount" | "openedCount">,
): string | null {
  if (newsletter.status !== "SENT") return null;
  if (newsletter.recipientsCount === 0) return "No reader gets your e-mails yet";
  const parts = [count(newsletter.recipientsCount, "reader", "readers"), `${newsletter.deliveredCount.toLocaleString()} delivered`];
  if (newsletter.failedCount > 0) parts.push(`${newsletter.failedCount.toLocaleString()} failed`);
  const share = newsletter.deliveredCount > 0 ? ` (${Math.round((newsletter.openedCount / newsletter.deliveredCount) * 100)}%)` : "";
  parts.push(`${newsletter.openedCount.toLocaleString()} opened${share}`);
  return parts.join(" · ");
}
