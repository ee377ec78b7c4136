/** A chapter's continuity check (domain/src/services/continuity/README.md). Browser-safe. */
import type { z } from "zod";
import type { continuityCheckBody, continuityReportAnswer } from "../routes/continuity/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { ContinuityBibleUpdateView, ContinuityFindingView, ContinuityRestsOnView } from "../presenters/views/continuity.ts";
export type ContinuityCheckBody = z.input<typeof continuityCheckBody>;
export type ContinuityReportAnswer = z.output<typeof continuityReportAnswer>;

/**
 * POST /books/{bookId}/chapters/{chapterId}/continuity-check: the chapter's
 * findings against the story bible and the earlier chapters; with `useAi` the
 * AI's too (charged to the author).
 */
export function checkContinuity(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  body: ContinuityCheckBody = {},
  options?: CallOptions,
): Promise<ContinuityReportAnswer> {
  return client.post<ContinuityReportAnswer>(`/books/${encodeURIComponent(bookId)}/chapters/${encodeURIComponent(chapterId)}/continuity-check`, body, options);
}
