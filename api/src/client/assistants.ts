import type { z } from "zod";
import type {
  askBody,
  assistantAnswer,
  assistantDeletedAnswer,
  assistantListAnswer,
  assistantMessagePage,
  assistantSyncAnswer,
  createAssistantBody,
  messagesQuery,
  renameAssistantBody,
} from "../routes/assistants/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { AssistantMessageView, AssistantView, CitationView } from "../presenters/views/assistants.ts";
export type CreateAssistantBody = z.input<typeof createAssistantBody>;
type RenameAssistantBody = z.input<typeof renameAssistantBody>;
/** POST .../messages: the question (the studio sends it itself, reading the answer's event stream). */
export type AskAssistantBody = z.input<typeof askBody>;
/** Page 1 holds the latest messages. */
export type AssistantMessagesQuery = QueryOf<typeof messagesQuery>;

type AssistantListAnswer = z.output<typeof assistantListAnswer>;
type AssistantAnswer = z.output<typeof assistantAnswer>;
type AssistantDeletedAnswer = z.output<typeof assistantDeletedAnswer>;
type AssistantMessagePage = z.output<typeof assistantMessagePage>;
type AssistantSyncAnswer = z.output<typeof assistantSyncAnswer>;

const base = (bookId: number) => `/books/${bookId}/assistants`;

/** GET /books/{bookId}/assistants. */
export function listAssistants(client: ApiClient, bookId: number, options?: CallOptions): Promise<AssistantListAnswer> {
  return client.get<AssistantListAnswer>(base(bookId), options);
}

/** POST /books/{bookId}/assistants. */
export function createAssistant(client: ApiClient, bookId: number, body: CreateAssistantBody = {}, options?: CallOptions): Promise<AssistantAnswer> {
  return client.post<AssistantAnswer>(base(bookId), body, options);
}

/** PATCH /books/{bookId}/assistants/{assistantId}. */
export function renameAssistant(
  client: ApiClient,
  bookId: number,
  assistantId: number,
  name: RenameAssistantBody["name"],
  options?: CallOptions,
): Promise<AssistantAnswer> {
  const body: RenameAssistantBody = { name };
  return client.patch<AssistantAnswer>(`${base(bookId)}/${assistantId}`, body, options);
}

/** DELETE /books/{bookId}/assistants/{assistantId}. */
export function deleteAssistant(client: ApiClient, bookId: number, assistantId: number, options?: CallOptions): Promise<AssistantDeletedAnswer> {
  return client.del<AssistantDeletedAnswer>(`${base(bookId)}/${assistantId}`, options);
}

/** GET /books/{bookId}/assistants/{assistantId}/messages: page 1 holds the latest messages, oldest first. */
export function listAssistantMessages(
  client: ApiClient,
  bookId: number,
  assistantId: number,
  query: AssistantMessagesQuery = {},
  options?: CallOptions,
): Promise<AssistantMessagePage> {
  return client.get<AssistantMessagePage>(`${base(bookId)}/${assistantId}/messages`, { ...options, query });
}

/** POST /books/{bookId}/assistants/{assistantId}/sync: re-indexes the chapters changed since. */
export function syncAssistant(client: ApiClient, bookId: number, assistantId: number, options?: CallOptions): Promise<AssistantSyncAnswer> {
  return client.post<AssistantSyncAnswer>(`${base(bookId)}/${assistantId}/sync`, {}, options);
}
