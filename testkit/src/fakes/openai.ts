/**
 * A fake OpenAI API that the real `openai` SDK talks to through `baseURL`
 * (http://127.0.0.1:<port>/v1): the Responses API (plain and streamed, text,
 * function calls, max_output_tokens), moderations, embeddings and the model list, with
 * OpenAI's error bodies. Tests program the next answers; with nothing
 * programmed it answers deterministically from the prompt (aiText.ts), which
 * makes it the local AI simulator too. Every answer carries `x-storyloom-simulated: 1`.
 */
import { randomBytes } from "node:crypto";
import { checkAnswer, retryAfterHeader, startAiHttpServer } from "./aiFake.ts";
import type { Exchange, FakeAiAnswer, FakeAiError, FakeAiServer, FakeAiServerOptions } from "./aiFake.ts";
import { countInputTokens, isRecord, splitIntoTokens } from "./aiText.ts";
import { errorFields, forcedFunction, planAnswer, responsesInputText, validateResponsesBody } from "./openaiRequest.ts";
import { answerEmbeddings } from "./openaiEmbeddings.ts";
import { flaggedCategories, moderationResult, readModerationInputs } from "./openaiModeration.ts";
import type { ModerationCategory } from "./openaiModeration.ts";

export { SIMULATED_HEADER } from "./aiFake.ts";
export { countInputTokens, countOutputTokens, splitIntoTokens } from "./aiText.ts";
export type { ModerationCategory } from "./openaiModeration.ts";
export { responsesInputText } from "./openaiRequest.ts";

/** The key comes as `Authorization: Bearer <apiKey>`. */
export interface FakeOpenAiOptions extends FakeAiServerOptions {
  /** Extra words (matched case-insensitively) that make moderation flag a category. */
  moderationTriggers?: Record<string, ModerationCategory>;
}

/** The next moderation answer: flag these categories for every input, or fail. */
export interface FakeModerationAnswer {
  categories?: ModerationCategory[];
  error?: FakeAiError;
}

/** Its baseURL is `${url}/v1`. */
export interface FakeOpenAiServer extends FakeAiServer {
  /** Answers the next /v1/moderations calls, in order. */
  queueModeration(...answers: FakeModerationAnswer[]): void;
}

/** The models of the product's price table (domain/src/services/aiBalance/aiPrices.ts); any other name is served too. */
export const DEFAULT_OPENAI_MODELS = [
  "gpt-5",
  "gpt-5-mini",
  "gpt-4.1",
  "gpt-4.1-mini",
  "gpt-4.1-nano",
  "gpt-4o",
  "gpt-4o-mini",
  "omni-moderation-latest",
  "text-embedding-3-small",
];

const hex = (bytes: number): string => randomBytes(bytes).toString("hex");

/** Starts the fake on a free loopback port unless a port is given. */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAiServer> {
  const answers: FakeAiAnswer[] = [];
  const moderationAnswers: FakeModerationAnswer[] = [];
  const models = options.models ?? DEFAULT_OPENAI_MODELS;
  const triggers = options.moderationTriggers ?? {};
  const defaultDelay = options.delayMsPerChunk ?? 0;

  const headers = (): Record<string, string> => ({ "x-request-id": `req_${hex(16)}`, "openai-version": "2020-10-01", "openai-processing-ms": "1" });

  function sendError(exchange: Exchange, error: FakeAiError): void {
    exchange.sendJson(error.status, { error: errorFields(error) }, { ...headers(), ...retryAfterHeader(error) });
  }

  function authorized(exchange: Exchange): boolean {
    if (options.apiKey === undefined) return true;
    const header = exchange.req.headers.authorization;
    if (!header) {
      sendError(exchange, {
        status: 401,
        message:
          "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
        code: null,
      });
      return false;
    }
    const key = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? "";
    if (key === options.apiKey) return true;
    const masked = key.length > 8 ? `${key.slice(0, 3)}${"*".repeat(Math.min(key.length - 7, 20))}${key.slice(-4)}` : "*".repeat(key.length);
    sendError(exchange, {
      status: 401,
      message: `Incorrect API key provided: ${masked}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    });
    return false;
  }

  async function handleResponses(exchange: Exchange, body: Record<string, unknown>): Promise<void> {
    const answer = answers.shift() ?? {};
    const stream = body.stream === true;
    if (answer.error && !(stream && answer.error.afterChunks !== undefined)) {
      sendError(exchange, answer.error);
      return;
    }
    const forced = forcedFunction(body);
    const plan = planAnswer(body, answer, typeof forced === "string" ? null : forced);
    const chunks = splitIntoTokens(plan.kind === "text" ? plan.text : plan.arguments);
    const max = typeof body.max_output_tokens === "number" ? body.max_output_tokens : Infinity;
    const emitted = chunks.slice(0, Math.min(max, chunks.length));
    const incomplete = emitted.length < chunks.length;
    const delay = answer.delayMsPerChunk ?? defaultDelay;
    const inputTokens = countInputTokens(responsesInputText(body));
    const usage = {
      input_tokens: inputTokens,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: emitted.length,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: inputTokens + emitted.length,
    };

    const createdAt = Math.floor(Date.now() / 1000);
    const id = `resp_${hex(24)}`;
    const itemId = plan.kind === "text" ? `msg_${hex(24)}` : `fc_${hex(24)}`;
    const callId = `call_${hex(12)}`;
    const finalText = emitted.join("");
    const itemStatus = incomplete ? "incomplete" : "completed";
    const part = (text: string) => ({ type: "output_text", annotations: [], logprobs: [], text });
    const item = (status: string, text: string): Record<string, unknown> =>
      plan.kind === "text"
        ? { id: itemId, type: "message", status, content: status === "in_progress" ? [] : [part(text)], role: "assistant" }
        : { id: itemId, type: "function_call", status, arguments: text, call_id: callId, name: plan.name };
    const response = (status: string, output: unknown[], withUsage: boolean): Record<string, unknown> => ({
      id,
      object: "response",
      created_at: createdAt,
      status,
      background: false,
      completed_at: status === "completed" ? Math.floor(Date.now() / 1000) : null,
      error: null,
      incomplete_details: status === "incomplete" ? { reason: "max_output_tokens" } : null,
      instructions: body.instructions ?? null,
      max_output_tokens: body.max_output_tokens ?? null,
      max_tool_calls: body.max_tool_calls ?? null,
      model: body.model,
      output,
      parallel_tool_calls: body.parallel_tool_calls ?? true,
      previous_response_id: body.previous_response_id ?? null,
      reasoning: { effort: null, summary: null },
      service_tier: "default",
      store: body.store ?? true,
      temperature: body.temperature ?? 1,
      text: body.text ?? { format: { type: "text" }, verbosity: "medium" },
      tool_choice: body.tool_choice ?? "auto",
      tools: body.tools ?? [],
      top_p: body.top_p ?? 1,
      truncation: body.truncation ?? "disabled",
      usage: withUsage ? usage : null,
      user: body.user ?? null,
      metadata: body.metadata ?? {},
    });
    const finalStatus = incomplete ? "incomplete" : "completed";

    if (!stream) {
      if (answer.hangAfterChunks !== undefined) {
        await exchange.closed;
        return;
      }
      await exchange.pause(delay * emitted.length);
      exchange.sendJson(200, response(finalStatus, [item(itemStatus, finalText)], true), headers());
      return;
    }

    exchange.startEventStream(headers());
    let sequence = 0;
    const send = (type: string, fields: Record<string, unknown>): Promise<boolean> =>
      exchange.sendEvent(type, { type, sequence_number: sequence++, ...fields });
    const at = { item_id: itemId, output_index: 0 };
    await send("response.created", { response: response("in_progress", [], false) });
    await send("response.in_progress", { response: response("in_progress", [], false) });
    await send("response.output_item.added", { output_index: 0, item: item("in_progress", "") });
    if (plan.kind === "text") await send("response.content_part.added", { ...at, content_index: 0, part: part("") });
    const failAt = answer.error?.afterChunks;
    for (const [index, chunk] of emitted.entries()) {
      if (index === answer.hangAfterChunks) break;
      if (index === failAt) break;
      await exchange.pause(delay);
      const sent =
        plan.kind === "text"
          ? await send("response.output_text.delta", { ...at, content_index: 0, delta: chunk, logprobs: [] })
          : await send("response.function_call_arguments.delta", { ...at, delta: chunk });
      if (!sent) return;
    }
    if (answer.error && failAt !== undefined) {
      const fields = errorFields(answer.error);
      await send("error", { code: fields.code ?? fields.type, message: fields.message, param: fields.param });
      exchange.end();
      return;
    }
    if (answer.hangAfterChunks !== undefined) {
      await exchange.closed;
      return;
    }
    if (plan.kind === "text") {
      await send("response.output_text.done", { ...at, content_index: 0, text: finalText, logprobs: [] });
      await send("response.content_part.done", { ...at, content_index: 0, part: part(finalText) });
    } else {
      await send("response.function_call_arguments.done", { ...at, name: plan.name, arguments: finalText });
    }
    await send("response.output_item.done", { output_index: 0, item: item(itemStatus, finalText) });
    await send(incomplete ? "response.incomplete" : "response.completed", { response: response(finalStatus, [item(itemStatus, finalText)], true) });
    exchange.end();
  }

  function handleModerations(exchange: Exchange, body: Record<string, unknown>): void {
    const answer = moderationAnswers.shift() ?? {};
    if (answer.error) {
      sendError(exchange, answer.error);
      return;
    }
    const inputs = readModerationInputs(body.input);
    if (typeof inputs === "string") {
      sendError(exchange, { status: 400, message: inputs, param: "input", code: null });
      return;
    }
    const model = typeof body.model === "string" ? body.model : "omni-moderation-latest";
    const results = inputs.map((input) => {
      const flagged = flaggedCategories(input, triggers);
      for (const category of answer.categories ?? []) flagged.add(category);
      return moderationResult(input, flagged);
    });
    exchange.sendJson(200, { id: `modr-${hex(12)}`, model, results }, headers());
  }

  function presentModel(id: string): Record<string, unknown> {
    return { id, object: "model", created: 1_700_000_000, owned_by: "openai" };
  }

  async function handle(exchange: Exchange): Promise<void> {
    const { method } = exchange.record;
    const path = exchange.url.pathname.replace(/\/+$/, "");
    if (!authorized(exchange)) return;
    if (method === "GET" && path === "/v1/models") {
      exchange.sendJson(200, { object: "list", data: models.map(presentModel) }, headers());
      return;
    }
    const modelId = method === "GET" ? /^\/v1\/models\/(.+)$/.exec(path)?.[1] : undefined;
    if (modelId !== undefined) {
      const id = decodeURIComponent(modelId);
      if (models.includes(id)) exchange.sendJson(200, presentModel(id), headers());
      else sendError(exchange, { status: 404, message: `The model '${id}' does not exist`, param: "model" });
      return;
    }
    if (method !== "POST" || (path !== "/v1/responses" && path !== "/v1/moderations" && path !== "/v1/embeddings")) {
      sendError(exchange, { status: 404, message: `Invalid URL (${method} ${exchange.url.pathname})`, code: null });
      return;
    }
    if (!exchange.body.ok) {
      sendError(exchange, { status: 400, message: "We could not parse the JSON body of your request. The OpenAI API expects a JSON payload.", code: null });
      return;
    }
    const body = exchange.body.value;
    if (path === "/v1/embeddings") {
      const embedded = answerEmbeddings(body);
      if (embedded.status === 200) exchange.sendJson(200, embedded.body, headers());
      else sendError(exchange, { status: 400, message: embedded.message, param: embedded.param, code: null });
      return;
    }
    if (path === "/v1/moderations") {
      if (isRecord(body)) handleModerations(exchange, body);
      else sendError(exchange, { status: 400, message: "The body of your request must be a JSON object.", code: null });
      return;
    }
    const invalid = validateResponsesBody(body);
    if (invalid || !isRecord(body)) {
      sendError(exchange, { status: 400, ...(invalid ?? { message: "The body of your request must be a JSON object." }) });
      return;
    }
    await handleResponses(exchange, body);
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
    baseURL: `${server.url}/v1`,
    requests: server.requests,
    queue: (...next) => answers.push(...next.map(checkAnswer)),
    queueModeration: (...next) => moderationAnswers.push(...next),
    settled: server.settled,
    waitForRequest: server.waitForRequest,
    reset() {
      server.requests.length = 0;
      answers.length = 0;
      moderationAnswers.length = 0;
    },
    close: server.close,
  };
}
