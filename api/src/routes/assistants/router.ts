import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import { ForbiddenError } from "@storyloom/domain/errors.ts";
import type { SettledAiCall } from "@storyloom/domain/services/aiBalance/settleAiCall.ts";
import { askAssistant } from "@storyloom/domain/services/assistant/askAssistant.ts";
import {
  createAssistant,
  deleteAssistant,
  listAssistants,
  listMessages,
  renameAssistant,
  syncAssistant,
} from "@storyloom/domain/services/assistant/assistants.ts";
import { embedderOf } from "@storyloom/domain/services/assistant/embeddings.ts";
import { presentAssistant, presentAssistantMessage } from "../../presenters/assistants.ts";
import { sendEventStream } from "../ai/eventStream.ts";
import type { AiCallCost } from "../ai/eventStream.ts";
import { defineRoute } from "../defineRoute.ts";
import { rawAnswer } from "../answers.ts";
import {
  askBody,
  assistantAnswer,
  assistantDeletedAnswer,
  assistantListAnswer,
  assistantMessagePage,
  assistantParams,
  assistantSyncAnswer,
  bookParams,
  createAssistantBody,
  messagesQuery,
  noBody,
  renameAssistantBody,
} from "./schema.ts";

/** /api/v1/books/{bookId}/assistants: the book's assistants, their conversations and the index they answer from (domain/src/services/assistant/README.md). */

const BASE = "/api/v1/books/:bookId/assistants";

function authorIdOf(actor: UserActor): number {
  if (actor.authorId === null) throw new ForbiddenError("The assistant is for authors: create your author profile first.");
  return actor.authorId;
}

export const listBookAssistants = defineRoute({
  method: "GET",
  path: BASE,
  summary: "The book's assistants, newest first.",
  auth: "signedIn",
  authorize: "assistants.manage",
  schema: { params: bookParams, response: assistantListAnswer },
  handler: async ({ actor, params, deps }) => ({
    items: (await listAssistants(deps.knex, { authorId: authorIdOf(actor), bookId: params.bookId })).map(presentAssistant),
  }),
});

export const createBookAssistant = defineRoute({
  method: "POST",
  path: BASE,
  summary: "A new assistant for the book (name, provider, model, instructions; defaults for each).",
  auth: "signedIn",
  authorize: "assistants.manage",
  schema: { params: bookParams, body: createAssistantBody, response: assistantAnswer },
  handler: async ({ actor, params, body, deps }) => ({
    assistant: presentAssistant(await createAssistant(deps.knex, { authorId: authorIdOf(actor), bookId: params.bookId, ...body })),
  }),
});

export const renameBookAssistant = defineRoute({
  method: "PATCH",
  path: `${BASE}/:assistantId`,
  summary: "Renames an assistant.",
  auth: "signedIn",
  authorize: "assistants.manage",
  schema: { params: assistantParams, body: renameAssistantBody, response: assistantAnswer },
  handler: async ({ actor, params, body, deps }) => ({
    assistant: presentAssistant(await renameAssistant(deps.knex, { authorId: authorIdOf(actor), ...params, name: body.name })),
  }),
});

export const deleteBookAssistant = defineRoute({
  method: "DELETE",
  path: `${BASE}/:assistantId`,
  summary: "Deletes an assistant and its conversation.",
  auth: "signedIn",
  authorize: "assistants.manage",
  schema: { params: assistantParams, response: assistantDeletedAnswer },
  handler: async ({ actor, params, deps }) => {
    await deleteAssistant(deps.knex, { authorId: authorIdOf(actor), ...params });
    return { deleted: true };
  },
});

export const listAssistantMessages = defineRoute({
  method: "GET",
  path: `${BASE}/:assistantId/messages`,
  summary: "The conversation, oldest first within a page; page 1 holds the latest messages.",
  auth: "signedIn",
  authorize: "assistants.manage",
  schema: { params: assistantParams, query: messagesQuery, response: assistantMessagePage },
  handler: async ({ actor, params, query, deps }) => {
    const { items, total } = await listMessages(deps.knex, { authorId: authorIdOf(actor), ...params, page: query.page, pageSize: query.pageSize });
    return { items: items.map(presentAssistantMessage), total, page: query.page, pageSize: query.pageSize };
  },
});

export const askBookAssistant = defineRoute({
  method: "POST",
  path: `${BASE}/:assistantId/messages`,
  summary:
    "Asks the assistant: server-sent events `assistant.citations` (the passages it answers from), `assistant.delta` (the answer as it is written), `assistant.done` (the answer kept); a refusal (balance, terms, moderation) is a plain JSON error.",
  auth: "signedIn",
  authorize: "assistants.manage",
  schema: {
    params: assistantParams,
    body: askBody,
    response: rawAnswer(
      "text/event-stream",
      "Server-sent events: assistant.citations, assistant.delta, assistant.done (or assistant.error); the call's cost is the last line, a comment.",
    ),
  },
  handler: async ({ actor, params, body, deps, req, res }) => {
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    let cost: AiCallCost | null = null;
    const events = askAssistant({
      knex: deps.knex,
      ai: deps.ai,
      caller: { userId: actor.userId, authorId: authorIdOf(actor) },
      bookId: params.bookId,
      assistantId: params.assistantId,
      question: body.content,
      signal: controller.signal,
      onSettled: (settled: SettledAiCall | null) => {
        if (settled) cost = { cost: settled.cost, balanceAmount: settled.balanceAmount };
        if (settled && settled.uncharged > 0)
          deps.logger.error({ reqId: req.id, settled }, "an AI call cost more than the balance held; the rest was not charged");
      },
      onModerationUnavailable: (reason) => deps.logger.warn({ reqId: req.id, reason }, "AI input sent without moderation"),
      onEmbeddingFailure: (error) => deps.logger.warn({ reqId: req.id, err: error }, "the embeddings model failed; the assistant searched by words alone"),
    });
    await sendEventStream({
      res,
      events,
      controller,
      errorEvent: (code, message) => ({ type: "assistant.error", code, message }),
      simulated: deps.ai.config.simulated,
      settled: () => cost,
    });
    return undefined;
  },
});

export const syncBookAssistant = defineRoute({
  method: "POST",
  path: `${BASE}/:assistantId/sync`,
  summary: "Re-indexes the book's changed chapters for the assistant (only what changed since the last sync).",
  auth: "signedIn",
  authorize: "assistants.manage",
  schema: { params: assistantParams, body: noBody, response: assistantSyncAnswer },
  handler: async ({ actor, params, deps, req }) => {
    const { assistant, outcome } = await syncAssistant(deps.knex, {
      authorId: authorIdOf(actor),
      ...params,
      embedder: embedderOf(deps.ai),
      onEmbeddingFailure: (error) => deps.logger.warn({ reqId: req.id, err: error }, "the embeddings model failed; the book was indexed for full-text search"),
    });
    return { assistant: presentAssistant(assistant), indexed: outcome.indexed, unchanged: outcome.unchanged };
  },
});

export const assistantsRoutes = [
  listBookAssistants,
  createBookAssistant,
  renameBookAssistant,
  deleteBookAssistant,
  listAssistantMessages,
  askBookAssistant,
  syncBookAssistant,
];
