import type { AuthorNewsletter } from "@storyloom/domain/services/readerMail/newsletters.ts";
import type { NewsletterView } from "./views/newsletters.ts";

export type { NewsletterView };

export function presentNewsletter(newsletter: AuthorNewsletter): NewsletterView {
  return {
    id: newsletter.id,
    subject: newsletter.subject,
    markup: newsletter.markup,
    status: newsletter.status,
    scheduledAt: newsletter.scheduledAt?.toISOString() ?? null,
    sentAt: newsletter.sentAt?.toISOString() ?? null,
    recipientsCount: newsletter.recipientsCount,
    deliveredCount: newsletter.deliveredCount,
    failedCount: newsletter.failedCount,
    openedCount: newsletter.openedCount,
    createdAt: newsletter.createdAt.toISOString(),
    updatedAt: newsletter.updatedAt.toISOString(),
  };
}
