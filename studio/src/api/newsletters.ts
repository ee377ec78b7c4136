import {
  createNewsletter,
  deleteNewsletter,
  getNewsletter,
  listNewsletters,
  previewNewsletter,
  scheduleNewsletter,
  sendNewsletter,
  unscheduleNewsletter,
  updateNewsletter,
} from "@storyloom/api/client";
import type { CreateNewsletterBody, NewsletterAnswer, NewsletterView, UpdateNewsletterBody } from "@storyloom/api/client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { STUDIO_PAGE_SIZE } from "./paging.ts";

/** How often a newsletter being sent is looked at again, until its e-mails are written and delivered. */
export const NEWSLETTER_POLL_MS = 3_000;

const newslettersKey = ["newsletters"] as const;
const newsletterKey = (newsletterId: number) => [...newslettersKey, "one", newsletterId] as const;

/** Whether the newsletter is on its way: its time has come but the workers have not written its e-mails, or some are still undelivered. */
export function isSending(
  newsletter: Pick<NewsletterView, "status" | "scheduledAt" | "recipientsCount" | "deliveredCount" | "failedCount">,
  now = Date.now(),
): boolean {
  if (newsletter.status === "SCHEDULED") return newsletter.scheduledAt !== null && new Date(newsletter.scheduledAt).getTime() <= now;
  return newsletter.status === "SENT" && newsletter.deliveredCount + newsletter.failedCount < newsletter.recipientsCount;
}

/** One page of the author's newsletters, newest first; polled while one is being sent. */
export function useNewsletters(page: number) {
  return useQuery({
    queryKey: [...newslettersKey, "list", page],
    queryFn: ({ signal }) => listNewsletters(apiClient, { page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((item) => isSending(item)) ? NEWSLETTER_POLL_MS : false),
  });
}

/** One newsletter; polled while it is being sent (and while a scheduled one waits, so its status turns by itself). */
export function useNewsletter(newsletterId: number | null) {
  return useQuery({
    queryKey: newsletterKey(newsletterId ?? 0),
    queryFn: ({ signal }) => getNewsletter(apiClient, newsletterId ?? 0, { signal }),
    enabled: newsletterId !== null,
    refetchInterval: (query) => {
      const newsletter = query.state.data?.newsletter;
      if (!newsletter) return false;
      return isSending(newsletter) || newsletter.status === "SCHEDULED" ? NEWSLETTER_POLL_MS : false;
    },
  });
}

/** The e-mail as readers will get it (subject and text part), fetched when asked for. */
export function useNewsletterPreview(newsletterId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...newsletterKey(newsletterId ?? 0), "preview"],
    queryFn: ({ signal }) => previewNewsletter(apiClient, newsletterId ?? 0, { signal }),
    enabled: enabled && newsletterId !== null,
  });
}

/** Where the HTML part opens as a page of its own (a new tab). */
export const newsletterPreviewHtmlUrl = (newsletterId: number) => `/api/v1/newsletters/${encodeURIComponent(newsletterId)}/preview.html`;

/** A change answered with the newsletter: its cache takes the answer, the lists and the preview are fetched again. */
function useNewsletterChange<V>(call: (variables: V) => Promise<NewsletterAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      queryClient.setQueryData(newsletterKey(answer.newsletter.id), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...newslettersKey, "list"] }),
        queryClient.invalidateQueries({ queryKey: [...newsletterKey(answer.newsletter.id), "preview"] }),
      ]);
    },
  });
}

export function useCreateNewsletter() {
  return useNewsletterChange((body: CreateNewsletterBody) => createNewsletter(apiClient, body));
}

export function useUpdateNewsletter() {
  return useNewsletterChange(({ newsletterId, ...body }: { newsletterId: number } & UpdateNewsletterBody) => updateNewsletter(apiClient, newsletterId, body));
}

export function useSendNewsletter() {
  return useNewsletterChange((newsletterId: number) => sendNewsletter(apiClient, newsletterId));
}

export function useScheduleNewsletter() {
  return useNewsletterChange((input: { newsletterId: number; scheduledAt: string }) => scheduleNewsletter(apiClient, input.newsletterId, input.scheduledAt));
}

export function useUnscheduleNewsletter() {
  return useNewsletterChange((newsletterId: number) => unscheduleNewsletter(apiClient, newsletterId));
}

export function useDeleteNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newsletterId: number) => deleteNewsletter(apiClient, newsletterId),
    onSuccess: async (_answer, newsletterId) => {
      queryClient.removeQueries({ queryKey: newsletterKey(newsletterId) });
      await queryClient.invalidateQueries({ queryKey: [...newslettersKey, "list"] });
    },
  });
}
