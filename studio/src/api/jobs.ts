import { cancelJob, estimateJob, generateByChapterText, generateByNotes, getCurrentJob, listJobs, updateJob } from "@storyloom/api/client";
import type { EstimateJobBody, GenerateByChapterTextBody, GenerateByNotesBody, JobView } from "@storyloom/api/client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bookKey } from "./books.ts";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";

/** How often the studio asks again while a job waits or runs: progress moves without a reload. */
export const JOB_POLL_MS = 1_500;
/** Past jobs per page on the generate screen. */
export const JOBS_PAGE_SIZE = 10;

export const currentJobKey = (bookId: Id) => [...bookKey(bookId), "jobs", "current"] as const;
export const bookJobsKey = (bookId: Id) => [...bookKey(bookId), "jobs", "list"] as const;

export function isUnfinished(job: Pick<JobView, "status"> | null | undefined): boolean {
  return job?.status === "WATING" || job?.status === "ACTIVE";
}

/**
 * The book's latest job, polled while it waits or runs. When it finishes,
 * everything under the book's key is fetched again: the outline, story bible
 * and chapters the job made show up on every screen.
 */
export function useCurrentJob(bookId: Id) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: currentJobKey(bookId),
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<{ job: JobView | null }>(currentJobKey(bookId))?.job;
      const answer = await getCurrentJob(apiClient, bookId, { signal });
      if (before && isUnfinished(before) && answer.job?.id === before.id && !isUnfinished(answer.job)) {
        void queryClient.invalidateQueries({ queryKey: bookKey(bookId), predicate: (query) => query.queryKey[3] !== "jobs" || query.queryKey[4] === "list" });
      }
      return answer;
    },
    refetchInterval: (query) => (isUnfinished(query.state.data?.job) ? JOB_POLL_MS : false),
  });
}

/** One page of the book's jobs, newest first. */
export function useBookJobs(bookId: Id, page: number) {
  return useQuery({
    queryKey: [...bookJobsKey(bookId), page],
    queryFn: ({ signal }) => listJobs(apiClient, { bookId, page, pageSize: JOBS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What a job would cost at most, for the form as it stands (null: nothing to ask about yet). */
export function useJobEstimate(bookId: Id, body: EstimateJobBody | null) {
  return useQuery({
    queryKey: [...bookKey(bookId), "jobs", "estimate", body],
    queryFn: ({ signal }) => estimateJob(apiClient, bookId, body!, { signal }),
    enabled: body !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** After any change to a job: the current job and the list, fresh. */
function useJobChange<V>(bookId: Id, call: (variables: V) => Promise<{ job: JobView }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ job }) => {
      // Every change is to the book's latest job (only it can be unfinished, or its notice unseen).
      queryClient.setQueryData(currentJobKey(bookId), { job });
      await queryClient.invalidateQueries({ queryKey: bookJobsKey(bookId) });
    },
  });
}

export type StartJobInput =
  { type: "BOOK_AI_GENERATE_BY_NOTES"; body: GenerateByNotesBody } | { type: "BOOK_AI_GENERATE_BY_CHAPTER_TEXT"; body: GenerateByChapterTextBody };

export function useStartJob(bookId: Id) {
  return useJobChange<StartJobInput>(bookId, (input) =>
    input.type === "BOOK_AI_GENERATE_BY_NOTES" ? generateByNotes(apiClient, bookId, input.body) : generateByChapterText(apiClient, bookId, input.body),
  );
}

export function useCancelJob(bookId: Id) {
  return useJobChange<number>(bookId, (jobId) => cancelJob(apiClient, jobId));
}

/** A stopped (FAILED) job, tried again from its last finished step. */
export function useRetryJob(bookId: Id) {
  return useJobChange<number>(bookId, (jobId) => updateJob(apiClient, jobId, { status: "WATING" }));
}

/** The "ready" (or "stopped") notice, dismissed. */
export function useMarkJobSeen(bookId: Id) {
  return useJobChange<number>(bookId, (jobId) => updateJob(apiClient, jobId, { isSeenByUser: true }));
}
