/** /api/v1/newsletters: an author's newsletters; and one sent newsletter on the author's public page. Browser-safe. */
import type { z } from "zod";
import type { NewsletterView } from "../presenters/views/newsletters.ts";
import type {
  createNewsletterBody,
  listNewslettersQuery,
  newsletterAnswer,
  newsletterDeletedAnswer,
  newsletterPage,
  newsletterPreviewAnswer,
  publicNewsletterAnswer,
  scheduleNewsletterBody,
  updateNewsletterBody,
} from "../routes/newsletters/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { NewsletterView };

export type ListNewslettersQuery = QueryOf<typeof listNewslettersQuery>;
/** A new draft: its subject, and its text (empty when left out). */
export type CreateNewsletterBody = z.input<typeof createNewsletterBody>;
/** Subject, text or both. */
export type UpdateNewsletterBody = z.input<typeof updateNewsletterBody>;
type ScheduleNewsletterBody = z.input<typeof scheduleNewsletterBody>;

export type NewsletterAnswer = z.output<typeof newsletterAnswer>;
type NewsletterPage = z.output<typeof newsletterPage>;
type NewsletterDeletedAnswer = z.output<typeof newsletterDeletedAnswer>;
type NewsletterPreviewAnswer = z.output<typeof newsletterPreviewAnswer>;
type PublicNewsletterAnswer = z.output<typeof publicNewsletterAnswer>;

const one = (newsletterId: number) => `/newsletters/${encodeURIComponent(newsletterId)}`;

/** GET /newsletters: a page of the author's newsletters, newest first. */
export function listNewsletters(client: ApiClient, query: ListNewslettersQuery = {}, options?: CallOptions): Promise<NewsletterPage> {
  return client.get<NewsletterPage>("/newsletters", { ...options, query });
}

/** POST /newsletters: a new draft. */
export function createNewsletter(client: ApiClient, body: CreateNewsletterBody, options?: CallOptions): Promise<NewsletterAnswer> {
  return client.post<NewsletterAnswer>("/newsletters", body, options);
}

/** GET /newsletters/{newsletterId}. */
export function getNewsletter(client: ApiClient, newsletterId: number, options?: CallOptions): Promise<NewsletterAnswer> {
  return client.get<NewsletterAnswer>(one(newsletterId), options);
}

/** PATCH /newsletters/{newsletterId}: subject, text or both. */
export function updateNewsletter(client: ApiClient, newsletterId: number, body: UpdateNewsletterBody, options?: CallOptions): Promise<NewsletterAnswer> {
  return client.patch<NewsletterAnswer>(one(newsletterId), body, options);
}

/** DELETE /newsletters/{newsletterId}. */
export function deleteNewsletter(client: ApiClient, newsletterId: number, options?: CallOptions): Promise<NewsletterDeletedAnswer> {
  return client.del<NewsletterDeletedAnswer>(one(newsletterId), options);
}

/** GET /newsletters/{newsletterId}/preview: the e-mail as readers will get it. */
export function previewNewsletter(client: ApiClient, newsletterId: number, options?: CallOptions): Promise<NewsletterPreviewAnswer> {
  return client.get<NewsletterPreviewAnswer>(`${one(newsletterId)}/preview`, options);
}

/** POST /newsletters/{newsletterId}/send: send it now. */
export function sendNewsletter(client: ApiClient, newsletterId: number, options?: CallOptions): Promise<NewsletterAnswer> {
  return client.post<NewsletterAnswer>(`${one(newsletterId)}/send`, {}, options);
}

/** POST /newsletters/{newsletterId}/schedule: send it at scheduledAt (ISO 8601). */
export function scheduleNewsletter(
  client: ApiClient,
  newsletterId: number,
  scheduledAt: ScheduleNewsletterBody["scheduledAt"],
  options?: CallOptions,
): Promise<NewsletterAnswer> {
  const body: ScheduleNewsletterBody = { scheduledAt };
  return client.post<NewsletterAnswer>(`${one(newsletterId)}/schedule`, body, options);
}

/** POST /newsletters/{newsletterId}/unschedule: back to a draft. */
export function unscheduleNewsletter(client: ApiClient, newsletterId: number, options?: CallOptions): Promise<NewsletterAnswer> {
  return client.post<NewsletterAnswer>(`${one(newsletterId)}/unschedule`, {}, options);
}

/** GET /readers/author-profiles/{authorId}/newsletters/{newsletterId}: one sent newsletter, for its public page. */
export function getPublicNewsletter(client: ApiClient, authorId: number, newsletterId: number, options?: CallOptions): Promise<PublicNewsletterAnswer> {
  return client.get<PublicNewsletterAnswer>(
    `/readers/author-profiles/${encodeURIComponent(authorId)}/newsletters/${encodeURIComponent(newsletterId)}`,
    options,
  );
}
