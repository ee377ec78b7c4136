/**
 * The book assistant (domain/src/services/assistant/README.md): its list, its
 * conversation, sync, and asking, whose answer streams as server-sent events
 * (`assistant.citations`, `assistant.delta`, `assistant.done`).
 */
import { createAssistant, deleteAssistant, isApiErrorBody, listAssistantMessages, listAssistants, renameAssistant, syncAssistant } from "@storyloom/api/client";
import type { AskAssistantBody, AssistantMessageView, CitationView } from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AiRunError, costOf, parseSse } from "./aiRun.ts";
import type { AiRunResult } from "./aiRun.ts";
import { apiClient } from "./client.ts";

const assistantsKey = (bookId: number) => ["assistants", bookId] as const;
const messagesKey = (bookId: number, assistantId: number) => ["assistantMessages", bookId, assistantId] as const;

export function useAssistants(bookId: number) {
  return useQuery({ queryKey: assistantsKey(bookId), queryFn: ({ signal }) => listAssistants(apiClient, bookId, { signal }) });
}

export function useCreateAssistant(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name?: string) => createAssistant(apiClient, bookId, name ? { name } : {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assistantsKey(bookId) }),
  });
}

export function useRenameAssistant(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assistantId, name }: { assistantId: number; name: string }) => renameAssistant(apiClient, bookId, assistantId, name),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assistantsKey(bookId) }),
  });
}

export function useDeleteAssistant(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assistantId: number) => deleteAssistant(apiClient, bookId, assistantId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assistantsKey(bookId) }),
  });
}

export function useSyncAssistant(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assistantId: number) => syncAssistant(apiClient, bookId, assistantId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assistantsKey(bookId) }),
  });
}

/** The latest 50 messages of the conversation, oldest first. */
export function useAssistantMessages(bookId: number, assistantId: number | null) {
  return useQuery({
    queryKey: messagesKey(bookId, assistantId ?? 0),
    queryFn: ({ signal }) => listAssistantMessages(apiClient, bookId, assistantId!, { page: 1, pageSize: 50 }, { signal }),
    enabled: assistantId !== null,
  });
}

/** Tells the conversation's cache an answer was kept (the question and the answer are read again). */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return (bookId: number, assistantId: number) => queryClient.invalidateQueries({ queryKey: messagesKey(bookId, assistantId) });
}

export interface AskHandlers {
  onCitations: (citations: CitationView[]) => void;
  onText: (text: string) => void;
}

/** Asks the assistant; resolves with the kept answer. A refusal (balance, terms, moderation) rejects with an AiRunError before anything streams. */
/** The answer kept, and what it cost (null when nothing was charged). */
export interface AskedAnswer {
  message: Pick<AssistantMessageView, "id" | "content" | "citations">;
  cost: AiRunResult["cost"];
}

export async function askAssistant(input: { bookId: number; assistantId: number; signal: AbortSignal } & AskAssistantBody & AskHandlers): Promise<AskedAnswer> {
  const question: AskAssistantBody = { content: input.content };
  const response = await fetch(`/api/v1/books/${input.bookId}/assistants/${input.assistantId}/messages`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(question),
    signal: input.signal,
  });
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    if (isApiErrorBody(body)) throw new AiRunError(body.error.message, body.error.code, response.status);
    throw new AiRunError("The assistant could not answer. Please try again.", "assistant_failed", response.status);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = "";
  let done: Pick<AssistantMessageView, "id" | "content" | "citations"> | null = null;
  let cost: AiRunResult["cost"] = null;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const parsed = parseSse(rest + chunk.value);
    rest = parsed.rest;
    cost = costOf(parsed.comments) ?? cost;
    for (const event of parsed.events) {
      const payload = JSON.parse(event.data) as {
        citations?: CitationView[];
        text?: string;
        message?: Pick<AssistantMessageView, "id" | "content" | "citations">;
      };
      if (event.event === "assistant.citations" && payload.citations) input.onCitations(payload.citations);
      else if (event.event === "assistant.delta" && typeof payload.text === "string") input.onText(payload.text);
      else if (event.event === "assistant.done" && payload.message) done = payload.message;
      else if (event.event === "assistant.error") {
        const error = JSON.parse(event.data) as { code?: string; message?: string };
        throw new AiRunError(error.message ?? "The assistant could not finish its answer.", error.code ?? "assistant_failed", 200);
      }
    }
  }
  if (!done) throw new AiRunError("The answer was cut off before it was kept. Please ask again.", "assistant_incomplete", 200);
  // The cost comes after the last event, in the stream's final comment.
  cost = costOf(parseSse(`${rest}\n\n`).comments) ?? cost;
  return { message: done, cost };
}
