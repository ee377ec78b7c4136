import type { z } from "zod";
import type { JobView } from "../presenters/views/jobs.ts";
import type {
  currentJobAnswer,
  estimateJobBody,
  generateByChapterTextBody,
  generateByNotesBody,
  jobAnswer,
  jobEstimateAnswer,
  jobListAnswer,
  jobPage,
} from "../routes/jobs/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { JobView } from "../presenters/views/jobs.ts";
export type GenerateByNotesBody = z.input<typeof generateByNotesBody>;
export type GenerateByChapterTextBody = z.input<typeof generateByChapterTextBody>;
export type EstimateJobBody = z.input<typeof estimateJobBody>;

type JobPage = z.output<typeof jobPage>;
type JobAnswer = z.output<typeof jobAnswer>;
type CurrentJobAnswer = z.output<typeof currentJobAnswer>;
type JobListAnswer = z.output<typeof jobListAnswer>;
type JobEstimateAnswer = z.output<typeof jobEstimateAnswer>;

export interface ListJobsQuery {
  bookId?: number;
  status?: JobView["status"];
  type?: JobView["type"];
  page?: number;
  pageSize?: number;
}

/** GET /jobs: the author's jobs, newest first. */
export function listJobs(client: ApiClient, query: ListJobsQuery = {}, options?: CallOptions): Promise<JobPage> {
  return client.get<JobPage>("/jobs", { ...options, query: { ...query } });
}

/** PATCH /jobs/{jobId}: seen, or (status WATING) a failed job tried again. */
export function updateJob(client: ApiClient, jobId: number, body: { isSeenByUser?: boolean; status?: "WATING" }, options?: CallOptions): Promise<JobAnswer> {
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
