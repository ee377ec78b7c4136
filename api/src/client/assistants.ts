import type { z } from "zod";
import type { AssistantMessageView, AssistantView } from "../presenters/views/assistants.ts";
import type { createAssistantBody } from "../routes/assistants/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { AssistantMessageView, AssistantView, CitationView } from "../presenters/views/assistants.ts";
export type CreateAssistantBody = z.input<typeof createAssistantBody>;

const base = (bookId: number) => `/books/${bookId}/assistants`;

/** GET /books/{bookId}/assistants. */
export function listAssistants(client: ApiClient, bookId: number, options?: CallOptions): Promise<{ items: AssistantView[] }> {
  return client.get<{ items: AssistantView[] }>(base(bookId), options);
}

/** POST /books/{bookId}/assistants. */
export function createAssistant(client: ApiClient, bookId: number, body: CreateAssistantBody = {}, options?: CallOptions): Promise<{ assistant: AssistantView }> {
  return client.post<{ assistant: AssistantView }>(base(bookId), body, options);
}

/** PATCH /books/{bookId}/assistants/{assistantId}. */
export function renameAssistant(client: ApiClient, bookId: number, assistantId: number, name: string, options?: CallOptions): Promise<{ assistant: AssistantView }> {
  return client.patch<{ assistant: AssistantView }>(`${base(bookId)}/${assistantId}`, { name }, options);
}

/** DELETE /books/{bookId}/assistants/{assistantId}. */
export function deleteAssistant(client: ApiClient, bookId: number, assistantId: number, options?: CallOptions): Promise<{ deleted: boolean }> {
  return client.del<{ deleted: boolean }>(`${base(bookId)}/${assistantId}`, options);
}

/** GET /books/{bookId}/assistants/{assistantId}/messages: page 1 holds the latest messages, oldest first. */
export function listAssistantMessages(
  client: ApiClient,
  bookId: number,
  assistantId: number,
  query: { page?: number; pageSize?: number } = {},
  options?: CallOptions,
): Promise<{ items: AssistantMessageView[]; total: number; page: number; pageSize: number }> {
  return client.get<{ items: AssistantMessageView[]; total: number; page: number; pageSize: number }>(`${base(bookId)}/${assistantId}/messages`, { ...options, query });
}

/** POST /books/{bookId}/assistants/{assistantId}/sync: re-indexes the chapters changed since. */
export function syncAssistant(client: ApiClient, bookId: number, assistantId: number, options?: CallOptions): Promise<{ assistant: AssistantView; indexed: number; unchanged: number }> {
  return client.post<{ assistant: AssistantView; indexed: number; unchanged: number }>(`${base(bookId)}/${assistantId}/sync`, {}, options);
}
