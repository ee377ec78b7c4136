/** /api/v1/readers: the reader's own profile and reading settings. Browser-safe. */
import type { z } from "zod";
import type { ReaderProfileView } from "../presenters/views/readerProfiles.ts";
import type { readerProfileAnswer, updateReaderProfileBody } from "../routes/readers/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { ReaderProfileView };

export type UpdateReaderProfileBody = z.input<typeof updateReaderProfileBody>;

export type ReaderProfileAnswer = z.output<typeof readerProfileAnswer>;

/** GET /readers/profile: the signed-in reader's profile and reading settings. */
export function getReaderProfile(client: ApiClient, options?: CallOptions): Promise<ReaderProfileAnswer> {
  return client.get<ReaderProfileAnswer>("/readers/profile", options);
}

/** PATCH /readers/profile: saves theme, font size, font type and line spacing (null clears one). */
export function updateReaderProfile(client: ApiClient, body: UpdateReaderProfileBody, options?: CallOptions): Promise<ReaderProfileAnswer> {
  return client.patch<ReaderProfileAnswer>("/readers/profile", body, options);
}
