/** /api/v1/author-profiles: the author's own profile. Browser-safe. */
import type { z } from "zod";
import type { AuthorProfileView } from "../presenters/views/authorProfiles.ts";
import type { authorProfileAnswer, updateAuthorProfileBody } from "../routes/authorProfiles/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { AuthorProfileView };

export type UpdateAuthorProfileBody = z.input<typeof updateAuthorProfileBody>;

export type AuthorProfileAnswer = z.output<typeof authorProfileAnswer>;

/** GET /author-profiles: the signed-in author's profile. */
export function getAuthorProfile(client: ApiClient, options?: CallOptions): Promise<AuthorProfileAnswer> {
  return client.get<AuthorProfileAnswer>("/author-profiles", options);
}

/** PATCH /author-profiles: saves the fields sent (null or "" clears a text field). */
export function updateAuthorProfile(client: ApiClient, body: UpdateAuthorProfileBody, options?: CallOptions): Promise<AuthorProfileAnswer> {
  return client.patch<AuthorProfileAnswer>("/author-profiles", body, options);
}
