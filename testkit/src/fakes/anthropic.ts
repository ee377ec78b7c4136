/**
 * A fake Anthropic API that the real `@anthropic-ai/sdk` talks to through
 * `baseURL` (http://127.0.0.1:<port>): the Messages API (plain and streamed,
 * text, tool_use, max_tokens, stop_sequences), count_tokens and the model list,
 * with Anthropic's error bodies. Tests program the next answers; with nothing
 * programmed it answers deterministically from the prompt (aiText.ts), which
 * makes it the local AI simulator too. Every answer carries `x-storyloom-simulated: 1`.
 */
import { randomBytes } from "node:crypto";
import { checkAnswer, retryAfterHeader, startAiHttpServer } from "./aiFake.ts";
import type { Exchange, FakeAiAnswer, FakeAiError, FakeAiServer, FakeAiServerOptions } from "./aiFake.ts";
import { countInputTokens, isRecord, splitIntoTokens } from "./aiText.ts";
import { applyStopSequences, errorObject, messagesInputText, planAnswer, validateMessagesBody } from "./anthropicRequest.ts";

export { SIMULATED_HEADER } from "./aiFake.ts";
export { countInputTokens, countOutputTokens, splitIntoTokens } from "./aiText.ts";
export { messagesInputText } from "./anthropicRequest.ts";

/** The key comes as `x-api-key: <apiKey>` or `Authorization: Bearer <apiKey>` (what SDK v1 sends). */
export type FakeAnthropicOptions = FakeAiServerOptions;

/** Its baseURL is its url: the SDK adds /v1 itself. */
export type FakeAnthropicServer = FakeAiServer;

/** The models of the product's price table (domain/src/services/aiBalance/aiPrices.ts); any other name is served too. */
export const DEFAULT_ANTHROPIC_MODELS = ["claude-sonnet-4-5", "claude-haiku-4-5", "claude-opus-4-1"];

/** Refuses tool input given as text that is not JSON, when the test is written rather than when it runs. */
function checkToolInput(answer: FakeAiAnswer): FakeAiAnswer {
  checkAnswer(answer);
  const args = answer.toolCall?.arguments;
  if (typeof args === "string" && !isRecord(JSON.parse(args))) throw new Error("a tool_use input must be a JSON object");
  return answer;
}

const hex = (bytes: number): string => randomBytes(bytes).toString("hex");

/** Starts the fake on a free loopback port unless a port is given. */
export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropicServer> {
  const answers: FakeAiAnswer[] = [];
  const models = options.models ?? DEFAULT_ANTHROPIC_MODELS;
  const defaultDelay = options.delayMsPerChunk ?? 0;

  const headers = (): Record<string, string> => ({ "request-id": `req_${hex(12)}` });

  function sendError(exchange: Exchange, error: FakeAiError): void {
    const requestHeaders = headers();
    exchange.sendJson(
      error.status,
      { type: "error", error: errorObject(error), request_id: requestHeaders["request-id"] },
      { ...requestHeaders, ...retryAfterHeader(error) },
    );
  }

  function admitted(exchange: Exchange): boolean {
    const { headers: given } = exchange.req;
    if (options.apiKey !== undefined) {
      const key = typeof given["x-api-key"] === "string" ? given["x-api-key"] : /^Bearer\s+(.+)$/i.exec(given.authorization ?? "")?.[1];
      if (key === undefined) {
        sendError(exchange, { status: 401, message: "x-api-key header is required" });
        return false;
      }
      if (key !== options.apiKey) {
        sendError(exchange, { status: 401, message: "invalid x-api-key" });
        return false;
      }
    }
    if (!given["anthropic-version"]) {
      sendError(exchange, { status: 400, message: "anthropic-version: header is required" });
      return false;
    }
    return true;
  }

  async function handleMessages(exchange: Exchange, body: Record<string, unknown>): Promise<void> {
    const answer = answers.shift() ?? {};
    const stream = body.stream === true;
    if (answer.error && !(stream && answer.error.afterChunks !== undefined)) {
      sendError(exchange, answer.error);
      return;
    }
    const plan = planAnswer(body, answer);
    const stop =
      plan.kind === "text"
        ? applyStopSequences(plan.text, Array.isArray(body.stop_sequences) ? body.stop_sequences.map(String) : [])
        : { text: "", stopSequence: null };
    const inputJson = plan.kind === "tool_use" ? JSON.stringify(plan.input) : "";
    const chunks = splitIntoTokens(plan.kind === "text" ? stop.text : inputJson);
    // Tool input is never cut short: a tool_use block always carries whole JSON.
    const maxTokens = plan.kind === "text" ? Number(body.max_tokens) : Infinity;
    const emitted = chunks.slice(0, Math.min(maxTokens, chunks.length));
    const stopReason =
      emitted.length < chunks.length ? "max_tokens" : plan.kind === "tool_use" ? "tool_use" : stop.stopSequence !== null ? "stop_sequence" : "end_turn";
    const stopSequence = stopReason === "stop_sequence" ? stop.stopSequence : null;
    const delay = answer.delayMsPerChunk ?? defaultDelay;
    const inputTokens = countInputTokens(messagesInputText(body));
    const usage = (outputTokens: number) => ({
      input_tokens: inputTokens,
      output_tokens: outputTokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
      server_tool_use: null,
      service_tier: "standard",
      inference_geo: null,
      output_tokens_details: null,
    });
    const messageId = `msg_${hex(12)}`;
    const toolId = `toolu_${hex(12)}`;
    const block = (text: string): Record<string, unknown> =>
      plan.kind === "text"
        ? { type: "text", text, citations: null }
        : { type: "tool_use", id: toolId, name: plan.name, input: text === "" ? {} : plan.input, caller: { type: "direct" } };
    const message = (content: unknown[], reason: string | null, sequence: string | null, outputTokens: number): Record<string, unknown> => ({
      id: messageId,
      type: "message",
      role: "assistant",
      model: body.model,
      content,
      stop_reason: reason,
      stop_sequence: sequence,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage: usage(outputTokens),
    });

    if (!stream) {
      if (answer.hangAfterChunks !== undefined) {
        await exchange.closed;
        return;
      }
      await exchange.pause(delay * emitted.length);
      exchange.sendJson(200, message([block(plan.kind === "text" ? emitted.join("") : inputJson)], stopReason, stopSequence, emitted.length), headers());
      return;
    }

    exchange.startEventStream(headers());
    const send = (type: string, fields: Record<string, unknown> = {}): Promise<boolean> => exchange.sendEvent(type, { type, ...fields });
    await send("message_start", { message: message([], null, null, 1) });
    await send("content_block_start", { index: 0, content_block: block("") });
    await send("ping");
    const failAt = answer.error?.afterChunks;
    for (const [index, chunk] of emitted.entries()) {
      if (index === answer.hangAfterChunks || index === failAt) break;
      await exchange.pause(delay);
      const delta = plan.kind === "text" ? { type: "text_delta", text: chunk } : { type: "input_json_delta", partial_json: chunk };
      if (!(await send("content_block_delta", { index: 0, delta }))) return;
    }
    if (answer.error && failAt !== undefined) {
      const requestHeaders = headers();
      await send("error", { error: errorObject(answer.error), request_id: requestHeaders["request-id"] });
      exchange.end();
      return;
    }
    if (answer.hangAfterChunks !== undefined) {
      await exchange.closed;
      return;
    }
    await send("content_block_stop", { index: 0 });
    await send("message_delta", {
      delta: { stop_reason: stopReason, stop_sequence: stopSequence, stop_details: null, container: null },
      usage: {
        input_tokens: inputTokens,
        output_tokens: emitted.length,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        server_tool_use: null,
        output_tokens_details: null,
      },
    });
    await send("message_stop");
    exchange.end();
  }

  function presentModel(id: string): Record<string, unknown> {
    return { type: "model", id, display_name: id, created_at: "2025-01-01T00:00:00Z" };
  }

  async function handle(exchange: Exchange): Promise<void> {
    const { method } = exchange.record;
    const path = exchange.url.pathname.replace(/\/+$/, "");
    if (!admitted(exchange)) return;
    if (method === "GET" && path === "/v1/models") {
      exchange.sendJson(200, { data: models.map(presentModel), has_more: false, first_id: models[0] ?? null, last_id: models.at(-1) ?? null }, headers());
      return;
    }
    if (method !== "POST" || (path !== "/v1/messages" && path !== "/v1/messages/count_tokens")) {
      sendError(exchange, { status: 404, message: "Not Found" });
      return;
    }
    if (!exchange.body.ok) {
      sendError(exchange, { status: 400, message: "The request body is not valid JSON." });
      return;
    }
    const body = exchange.body.value;
    const counting = path === "/v1/messages/count_tokens";
    const invalid = validateMessagesBody(body, !counting);
    if (invalid || !isRecord(body)) {
      sendError(exchange, { status: 400, message: invalid ?? "The request body must be a JSON object." });
      return;
    }
    if (counting) exchange.sendJson(200, { input_tokens: countInputTokens(messagesInputText(body)) }, headers());
    else await handleMessages(exchange, body);
  }

  const server = await startAiHttpServer({
    port: options.port,
    host: options.host,
    recordRequests: options.recordRequests,
    handle,
    sendFailure: (exchange, status, message) => sendError(exchange, { status, message }),
  });

  return {
    url: server.url,
    baseURL: server.url,
    requests: server.requests,
    queue: (...next) => answers.push(...next.map(checkToolInput)),
    settled: server.settled,
    waitForRequest: server.waitForRequest,
    reset() {
      server.requests.length = 0;
      answers.length = 0;
    },
    close: server.close,
  };
}
