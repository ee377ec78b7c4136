import type { z } from "zod";
import type { JobEstimateView, JobView } from "../presenters/views/jobs.ts";
import type { estimateJobBody, generateByChapterTextBody, generateByNotesBody } from "../routes/jobs/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { JobEstimateView, JobStepView, JobView } from "../presenters/views/jobs.ts";
export type GenerateByNotesBody = z.input<typeof generateByNotesBody>;
export type GenerateByChapterTextBody = z.input<typeof generateByChapterTextBody>;
export type EstimateJobBody = z.input<typeof estimateJobBody>;

export interface ListJobsQuery {
  bookId?: number;
  status?: JobView["status"];
  type?: JobView["type"];
  page?: number;
  pageSize?: number;
}

/** GET /jobs: the author's jobs, newest first. */
export function listJobs(client: ApiClient, query: ListJobsQuery = {}, options?: CallOptions): Promise<{ items: JobView[]; total: number; page: number; pageSize: number }> {
  return client.get<{ items: JobView[]; total: number; page: number; pageSize: number }>("/jobs", { ...options, query: { ...query } });
}

/** PATCH /jobs/{jobId}: seen, or (status WATING) a failed job tried again. */
export function updateJob(client: ApiClient, jobId: number, body: { isSeenByUser?: boolean; status?: "WATING" }, options?: CallOptions): Promise<{ job: JobView }> {
  return client.patch<{ job: JobView }>(`/jobs/${jobId}`, body, options);
}

/** POST /jobs/{jobId}/cancel. */
export function cancelJob(client: ApiClient, jobId: number, options?: CallOptions): Promise<{ job: JobView }> {
  return client.post<{ job: JobView }>(`/jobs/${jobId}/cancel`, {}, options);
}

/** GET /jobs/books/{bookId}/current: the book's latest job, or null. */
export function getCurrentJob(client: ApiClient, bookId: number, options?: CallOptions): Promise<{ job: JobView | null }> {
  return client.get<{ job: JobView | null }>(`/jobs/books/${bookId}/current`, options);
}

/** GET /jobs/books/{bookId}/unfinished. */
export function listUnfinishedJobs(client: ApiClient, bookId: number, options?: CallOptions): Promise<{ items: JobView[] }> {
  return client.get<{ items: JobView[] }>(`/jobs/books/${bookId}/unfinished`, options);
}

/** POST /jobs/books/{bookId}/estimate: the most a job would cost, before it starts. */
export function estimateJob(client: ApiClient, bookId: number, body: EstimateJobBody, options?: CallOptions): Promise<{ estimate: JobEstimateView }> {
  return client.post<{ estimate: JobEstimateView }>(`/jobs/books/${bookId}/estimate`, body, options);
}

/** POST /jobs/books/{bookId}/generate-by-notes. */
export function generateByNotes(client: ApiClient, bookId: number, body: GenerateByNotesBody, options?: CallOptions): Promise<{ job: JobView }> {
  return client.post<{ job: JobView }>(`/jobs/books/${bookId}/generate-by-notes`, body, options);
}

/** POST /jobs/books/{bookId}/generate-by-chapter-text. */
export function generateByChapterText(client: ApiClient, bookId: number, body: GenerateByChapterTextBody = {}, options?: CallOptions): Promise<{ job: JobView }> {
  return client.post<{ job: JobView }>(`/jobs/books/${bookId}/generate-by-chapter-text`, body, options);
}
