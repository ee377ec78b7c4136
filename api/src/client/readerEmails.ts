/** /api/v1/readers/unsubscribe and /api/v1/readers/email-choices: a reader's e-mails per author. Browser-safe. */
import type { z } from "zod";
import type { AuthorEmailChoiceView } from "../presenters/views/readerEmails.ts";
import type { emailChoiceAnswer, emailChoicePage, listChoicesQuery, setChoiceBody } from "../routes/readerEmails/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { AuthorEmailChoiceView };

export type AuthorEmailChoiceAnswer = z.output<typeof emailChoiceAnswer>;
type AuthorEmailChoicePage = z.output<typeof emailChoicePage>;
export type ListEmailChoicesQuery = QueryOf<typeof listChoicesQuery>;
type SetEmailChoiceBody = z.input<typeof setChoiceBody>;

const byToken = (token: string) => `/readers/email-choices/by-token/${encodeURIComponent(token)}`;

/** GET: the author an unsubscribe link names, and the choice. */
export function getEmailChoiceByToken(client: ApiClient, token: string, options?: CallOptions): Promise<AuthorEmailChoiceAnswer> {
  return client.get<AuthorEmailChoiceAnswer>(byToken(token), options);
}

/** POST /readers/unsubscribe/{token}: unsubscribe from that author's e-mails, without signing in. */
export function unsubscribeByToken(client: ApiClient, token: string, options?: CallOptions): Promise<AuthorEmailChoiceAnswer> {
  return client.post<AuthorEmailChoiceAnswer>(`/readers/unsubscribe/${encodeURIComponent(token)}`, {}, options);
}

/** PATCH: subscribe again (or not) from the unsubscribe page. */
export function setEmailChoiceByToken(
  client: ApiClient,
  token: string,
  getEmails: SetEmailChoiceBody["getEmails"],
  options?: CallOptions,
): Promise<AuthorEmailChoiceAnswer> {
  const body: SetEmailChoiceBody = { getEmails };
  return client.patch<AuthorEmailChoiceAnswer>(byToken(token), body, options);
}

/** GET /readers/email-choices: the signed-in reader's authors and choices. */
export function listEmailChoices(client: ApiClient, query: ListEmailChoicesQuery = {}, options?: CallOptions): Promise<AuthorEmailChoicePage> {
  return client.get<AuthorEmailChoicePage>("/readers/email-choices", { ...options, query });
}

/** PATCH /readers/email-choices/{authorId}. */
export function setEmailChoice(
  client: ApiClient,
  authorId: number,
  getEmails: SetEmailChoiceBody["getEmails"],
  options?: CallOptions,
): Promise<AuthorEmailChoiceAnswer> {
  const body: SetEmailChoiceBody = { getEmails };
  return client.patch<AuthorEmailChoiceAnswer>(`/readers/email-choices/${encodeURIComponent(authorId)}`, body, options);
}
