import type { z } from "zod";
import type {
  currentJobAnswer,
  estimateJobBody,
  generateByChapterTextBody,
  generateByNotesBody,
  jobAnswer,
  jobEstimateAnswer,
  jobListAnswer,
  jobPage,
  listJobsQuery,
  updateJobBody,
} from "../routes/jobs/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { JobView } from "../presenters/views/jobs.ts";
export type GenerateByNotesBody = z.input<typeof generateByNotesBody>;
export type GenerateByChapterTextBody = z.input<typeof generateByChapterTextBody>;
export type EstimateJobBody = z.input<typeof estimateJobBody>;
export type ListJobsQuery = QueryOf<typeof listJobsQuery>;
/** Seen, or (status WATING) a failed job tried again. */
export type UpdateJobBody = z.input<typeof updateJobBody>;

type JobPage = z.output<typeof jobPage>;
type JobAnswer = z.output<typeof jobAnswer>;
type CurrentJobAnswer = z.output<typeof currentJobAnswer>;
type JobListAnswer = z.output<typeof jobListAnswer>;
type JobEstimateAnswer = z.output<typeof jobEstimateAnswer>;

/** GET /jobs: the author's jobs, newest first. */
export function listJobs(client: ApiClient, query: ListJobsQuery = {}, options?: CallOptions): Promise<JobPage> {
  return client.get<JobPage>("/jobs", { ...options, query });
}

/** PATCH /jobs/{jobId}: seen, or (status WATING) a failed job tried again. */
export function updateJob(client: ApiClient, jobId: number, body: UpdateJobBody, options?: CallOptions): Promise<JobAnswer> {
  return client.patch<JobAnswer>(`/jobs/${jobId}`, body, options);
}

/** POST /jobs/{jobId}/cancel. */
export function cancelJob(client: ApiClient, jobId: number, options?: CallOptions): Promise<JobAnswer> {
  return client.post<JobAnswer>(`/jobs/${jobId}/cancel`, {}, options);
}

/** GET /jobs/books/{bookId}/current: the book's latest job, or null. */
export function getCurrentJob(client: ApiClient, bookId: number, options?: CallOptions): Promise<CurrentJobAnswer> {
  return client.get<CurrentJobAnswer>(`/jobs/books/${bookId}/current`, options);
}

/** GET /jobs/books/{bookId}/unfinished. */
export function listUnfinishedJobs(client: ApiClient, bookId: number, options?: CallOptions): Promise<JobListAnswer> {
  return client.get<JobListAnswer>(`/jobs/books/${bookId}/unfinished`, options);
}

/** POST /jobs/books/{bookId}/estimate: the most a job would cost, before it starts. */
export function estimateJob(client: ApiClient, bookId: number, body: EstimateJobBody, options?: CallOptions): Promise<JobEstimateAnswer> {
  return client.post<JobEstimateAnswer>(`/jobs/books/${bookId}/estimate`, body, options);
}

/** POST /jobs/books/{bookId}/generate-by-notes. */
export function generateByNotes(client: ApiClient, bookId: number, body: GenerateByNotesBody, options?: CallOptions): Promise<JobAnswer> {
  return client.post<JobAnswer>(`/jobs/books/${bookId}/generate-by-notes`, body, options);
}

/** POST /jobs/books/{bookId}/generate-by-chapter-text. */
export function generateByChapterText(client: ApiClient, bookId: number, body: GenerateByChapterTextBody = {}, options?: CallOptions): Promise<JobAnswer> {
  return client.post<JobAnswer>(`/jobs/books/${bookId}/generate-by-chapter-text`, body, options);
}
