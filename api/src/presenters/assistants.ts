import type { Assistant, AssistantMessage } from "@storyloom/db/models";
import type { AssistantMessageView, AssistantView } from "./views/assistants.ts";

export function presentAssistant(assistant: Assistant): AssistantView {
  return {
    id: assistant.id,
    bookId: assistant.bookId,
    name: assistant.name,
    instructions: assistant.instructions,
    service: assistant.service,
    model: assistant.model,
    lastSyncedAt: assistant.lastSyncedAt ? assistant.lastSyncedAt.toISOString() : null,
    createdAt: assistant.createdAt.toISOString(),
  };
}

export function presentAssistantMessage(message: AssistantMessage): AssistantMessageView {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    citations: message.citations.map((citation) => ({ ...citation })),
    createdAt: message.createdAt.toISOString(),
  };
}
