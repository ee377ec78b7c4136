import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import type { SettledAiCall } from "@storyloom/domain/services/aiBalance/settleAiCall.ts";
import { createAnthropicMessage, streamAnthropicMessage } from "@storyloom/domain/services/ai/anthropicMessages.ts";
import { createOpenAiResponse, streamOpenAiResponse } from "@storyloom/domain/services/ai/openAiResponses.ts";
import type { OpenAiCallInput } from "@storyloom/domain/services/ai/openAiResponses.ts";
import type { OpenAiResponseRequest } from "@storyloom/domain/services/ai/openAiRequest.ts";
import type { AnthropicMessageRequest } from "@storyloom/domain/services/ai/anthropicRequest.ts";
import type { AiTool } from "@storyloom/db";
import type { RawMessageStreamEvent } from "@anthropic-ai/sdk/resources/messages/messages";
import type { ResponseStreamEvent } from "openai/resources/responses/responses";
import type { AiCaller } from "@storyloom/domain/services/ai/prepareAiCall.ts";
import type { Request, Response } from "express";
import type { z } from "zod";
import { ForbiddenError } from "@storyloom/domain/errors.ts";
import { jsonOrStreamAnswer } from "../answers.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import type { RouteDeps } from "../deps.ts";
import { aiAnswerHeaders, costHeaders, sendEventStream } from "./eventStream.ts";
import type { AiCallCost } from "./eventStream.ts";
import { findBalance, listBalanceTransactions } from "@storyloom/domain/services/aiBalance/findBalance.ts";
import { findAiPreferences, saveAiPreferences } from "@storyloom/domain/services/aiPreferences/aiPreferences.ts";
import { summarizeAiUsage } from "@storyloom/domain/services/aiUsage/summarizeAiUsage.ts";
import { presentAiPreferences, presentAiStatus, presentAiUsage, presentBalance, presentBalanceTransaction } from "../../presenters/ai.ts";
import {
  AI_BODY_LIMIT,
  aiCallQuery,
  aiPreferencesAnswer,
  aiPreferencesBody,
  aiStatusAnswer,
  aiUsageAnswer,
  aiUsageQuery,
  anthropicMessageAnswer,
  anthropicMessageBody,
  balanceAnswer,
  balanceQuery,
  openAiResponseAnswer,
  openAiResponseBody,
  openAiToolFunctionBody,
} from "./schema.ts";

const AI = "/api/v1/ai";

/** Transactions on a page of GET /balance. */
const BALANCE_PAGE_SIZE = 25;

/** The author id of an actor the "ai.*" policies admitted (authors only). */
function authorIdOf(actor: UserActor): number {
  if (actor.authorId === null) throw new ForbiddenError("The AI tools are for authors: create your author profile first.");
  return actor.authorId;
}

function callerOf(actor: UserActor): AiCaller {
  return { userId: actor.userId, authorId: authorIdOf(actor) };
}

/**
 * A provider's part of a proxied call: its stream, its whole answer, and its
 * protocol's error event. The whole answer is the SDK's object copied into
 * plain objects (the SDK declares interfaces, which the route's open answer
 * schema, ai/schema.ts, does not take as they are); nothing is left out.
 */
interface Provider<R, E extends { type: string }, A> {
  stream: (input: ProxiedCallInput<R>) => AsyncGenerator<E>;
  create: (input: ProxiedCallInput<R>) => Promise<A>;
  errorEvent: (code: string, message: string) => { type: string };
}

/** The call's input as the domain's services take it, with the provider's request. */
type ProxiedCallInput<R> = Omit<OpenAiCallInput, "request"> & { request: R };

const openAi: Provider<OpenAiResponseRequest, ResponseStreamEvent, z.input<typeof openAiResponseAnswer>> = {
  stream: streamOpenAiResponse,
  create: async (input) => {
    const answer = await createOpenAiResponse(input);
    return { ...answer, output: answer.output.map((item) => ({ ...item })), usage: answer.usage && { ...answer.usage } };
  },
  errorEvent: (code, message) => ({ type: "error", code, message, param: null, sequence_number: 0 }),
};

const anthropic: Provider<AnthropicMessageRequest, RawMessageStreamEvent, z.input<typeof anthropicMessageAnswer>> = {
  stream: streamAnthropicMessage,
  create: async (input) => {
    const answer = await createAnthropicMessage(input);
    return { ...answer, content: answer.content.map((block) => ({ ...block })), usage: { ...answer.usage } };
  },
  errorEvent: (code, message) => ({ type: "error", error: { type: code === "rate_limited" ? "rate_limit_error" : "api_error", message } }),
};

/**
 * Runs a proxied call for the route: aborted when the caller goes away, its
 * cost kept for the answer (headers of a whole answer, the last line of a
 * stream), a charge the balance could not cover and an unmoderated input
 * logged. A streamed call answers itself (undefined); a whole one returns the
 * provider's answer for the route to send.
 */
async function proxy<R extends { stream?: boolean | undefined }, E extends { type: string }, A>(
  provider: Provider<R, E, A>,
  context: { req: Request; res: Response; deps: RouteDeps; actor: UserActor; query: { tool?: AiTool | undefined; bookId?: number | undefined } },
  request: R,
): Promise<A | undefined> {
  const { req, res, deps, actor, query } = context;
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  let cost: AiCallCost | null = null;
  const input = {
    knex: deps.knex,
    ai: deps.ai,
    caller: callerOf(actor),
    request,
    tool: query.tool ?? "FREE_FORM",
    bookId: query.bookId ?? null,
    signal: controller.signal,
    onSettled: (settled: SettledAiCall | null) => {
      if (settled) cost = { cost: settled.cost, balanceAmount: settled.balanceAmount };
      if (settled && settled.uncharged > 0)
        deps.logger.error({ reqId: req.id, settled }, "an AI call cost more than the balance held; the rest was not charged");
    },
    onModerationUnavailable: (reason: string) => deps.logger.warn({ reqId: req.id, reason }, "AI input sent without moderation"),
  };
  const simulated = deps.ai.config.simulated;
  if (request.stream) {
    await sendEventStream({ res, events: provider.stream(input), controller, errorEvent: provider.errorEvent, simulated, settled: () => cost });
    return undefined;
  }
  const answer = await provider.create(input);
  res.set({ ...aiAnswerHeaders(simulated), ...costHeaders(cost) });
  return answer;
}

// The three proxy calls answer the provider's JSON, or with `stream` write its server-sent events themselves.
const streamed = "The provider's answer as JSON; with `stream`, its server-sent events as they come.";
export const openAiResponses = defineRoute({
  method: "POST",
  path: `${AI}/open-ai/responses`,
  summary:
    "OpenAI's Responses API through the product: the story context of `bookId`, the author's checks and balance, output capped by what they can pay; streamed as the provider's server-sent events when `stream` is true.",
  auth: "signedIn",
  authorize: "ai.call",
  schema: { query: aiCallQuery, body: openAiResponseBody, response: jsonOrStreamAnswer(openAiResponseAnswer, "text/event-stream", streamed) },
  bodyLimit: AI_BODY_LIMIT,
  handler: ({ req, res, query, body, actor, deps }) => proxy(openAi, { req, res, deps, actor, query }, body),
});

export const openAiToolFunction = defineRoute({
  method: "POST",
  path: `${AI}/open-ai/responses-tool-function`,
  summary: "A Responses API call that must answer with a call of one of its function tools (structured results); `tool_choice` defaults to required.",
  auth: "signedIn",
  authorize: "ai.call",
  schema: { query: aiCallQuery, body: openAiToolFunctionBody, response: jsonOrStreamAnswer(openAiResponseAnswer, "text/event-stream", streamed) },
  bodyLimit: AI_BODY_LIMIT,
  handler: ({ req, res, query, body, actor, deps }) =>
    proxy(openAi, { req, res, deps, actor, query }, { ...body, tool_choice: body.tool_choice ?? ("required" as const) }),
});

export const anthropicMessages = defineRoute({
  method: "POST",
  path: `${AI}/anthropic/messages`,
  summary:
    "Anthropic's Messages API through the product, as the Responses call: story context, checks, balance, capped `max_tokens`; streamed when `stream` is true.",
  auth: "signedIn",
  authorize: "ai.call",
  schema: { query: aiCallQuery, body: anthropicMessageBody, response: jsonOrStreamAnswer(anthropicMessageAnswer, "text/event-stream", streamed) },
  bodyLimit: AI_BODY_LIMIT,
  handler: ({ req, res, query, body, actor, deps }) => proxy(anthropic, { req, res, deps, actor, query }, body),
});

export const readBalance = defineRoute({
  method: "GET",
  path: "/api/v1/balance",
  summary:
    "The user's AI balance (micro-cents: amount, held by running calls, monthly limit and this month's usage) and a page of its transactions, newest first.",
  auth: "signedIn",
  authorize: "balance.read",
  schema: { query: balanceQuery, response: balanceAnswer },
  handler: async ({ query, actor, deps }) => {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? BALANCE_PAGE_SIZE;
    const [balance, transactions] = await Promise.all([findBalance(deps.knex, actor.userId), listBalanceTransactions(deps.knex, actor.userId, page, pageSize)]);
    return {
      balance: presentBalance(balance),
      transactions: { items: transactions.items.map(presentBalanceTransaction), total: transactions.total, page, pageSize },
    };
  },
});

export const readAiUsage = defineRoute({
  method: "GET",
  path: `${AI}/usage`,
  summary: "The author's AI usage over the last `days` days (default 30): totals, by day, by tool and by model, with costs in micro-cents.",
  auth: "signedIn",
  authorize: "ai.usage.read",
  schema: { query: aiUsageQuery, response: aiUsageAnswer },
  handler: async ({ query, actor, deps }) => ({ usage: presentAiUsage(await summarizeAiUsage(deps.knex, authorIdOf(actor), query.days ?? 30)) }),
});

export const readAiPreferences = defineRoute({
  method: "GET",
  path: `${AI}/preferences`,
  summary: "The author's AI preferences: scene type, advanced settings, preferred provider and model per provider.",
  auth: "signedIn",
  authorize: "ai.preferences.read",
  schema: { response: aiPreferencesAnswer },
  handler: async ({ actor, deps }) => ({ aiPreferences: presentAiPreferences(await findAiPreferences(deps.knex, authorIdOf(actor))) }),
});

export const updateAiPreferences = defineRoute({
  method: "POST",
  path: `${AI}/preferences`,
  summary: "Saves the AI preferences that were sent (null clears a setting); models must be ones the product prices.",
  auth: "signedIn",
  authorize: "ai.preferences.update",
  schema: { body: aiPreferencesBody, response: aiPreferencesAnswer },
  handler: async ({ body, actor, deps }) => ({ aiPreferences: presentAiPreferences(await saveAiPreferences(deps.knex, authorIdOf(actor), body)) }),
});

export const aiStatus = defineRoute({
  method: "GET",
  path: `${AI}/status`,
  summary: "Which AI providers this server has, why one is missing, and whether answers come from the local simulator.",
  auth: "signedIn",
  authorize: "ai.status",
  schema: { response: aiStatusAnswer },
  handler: ({ deps }) => ({ status: presentAiStatus(deps.ai.status()) }),
});

export const aiRoutes: Route[] = [
  openAiResponses,
  openAiToolFunction,
  anthropicMessages,
  aiStatus,
  readAiPreferences,
  updateAiPreferences,
  readAiUsage,
  readBalance,
];
