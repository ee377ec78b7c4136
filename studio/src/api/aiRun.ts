/**
 * Runs a compiled AI prompt through the product's AI proxy and streams the
 * answer's text as it arrives (docs/decisions/ai.md, AI calls and moderation).
 * The proxy speaks the providers' own protocols: OpenAI Responses API events
 * or Anthropic Messages API events, as server-sent events, ended by a comment
 * line with what the call cost (`: storyloom-cost {...}`).
 */
import { isApiErrorBody } from "@storyloom/api/client";
import type { AiCallQuery, CompiledPromptView } from "@storyloom/api/client";

/** A call of the AI proxy: its path under /api/v1, its query (`tool`, `bookId`) and the provider's request body. */
export interface AiProxyCall {
  path: "/ai/open-ai/responses" | "/ai/anthropic/messages";
  query: Required<AiCallQuery>;
  body: Record<string, unknown>;
}

/** A built-in tool's compiled prompt (POST /books/{bookId}/ai-tools/{tool}/compile) as the proxy call that runs it. */
export function callOfPrompt(prompt: CompiledPromptView, bookId: number): AiProxyCall {
  const sampling = prompt.temperature === null ? {} : { temperature: prompt.temperature };
  const query = { tool: prompt.tool, bookId };
  if (prompt.service === "ANTHROPIC") {
    // Anthropic has no JSON output mode: a structured answer is the input of a tool the model must call, streamed as its JSON.
    const tool =
      prompt.output === "text"
        ? {}
        : { tools: [{ name: prompt.output.name, input_schema: prompt.output.schema }], tool_choice: { type: "tool", name: prompt.output.name } };
    return {
      path: "/ai/anthropic/messages",
      query,
      body: {
        model: prompt.model,
        max_tokens: prompt.maxOutputTokens,
        system: prompt.instructions,
        messages: [{ role: "user", content: prompt.input }],
        ...sampling,
        ...tool,
      },
    };
  }
  const format =
    prompt.output === "text" ? {} : { text: { format: { type: "json_schema", name: prompt.output.name, schema: prompt.output.schema, strict: true } } };
  return {
    path: "/ai/open-ai/responses",
    query,
    body: { model: prompt.model, instructions: prompt.instructions, input: prompt.input, max_output_tokens: prompt.maxOutputTokens, ...sampling, ...format },
  };
}

/** What a call cost, from the stream's last comment line (`: storyloom-cost {...}`); null when none says. */
export function costOf(comments: readonly string[]): AiRunResult["cost"] {
  let cost: AiRunResult["cost"] = null;
  for (const comment of comments) {
    if (comment.startsWith("storyloom-cost ")) cost = JSON.parse(comment.slice("storyloom-cost ".length)) as AiRunResult["cost"];
  }
  return cost;
}

export interface AiRunResult {
  text: string;
  /** Micro-cents charged, and the balance after; null when the server did not say (nothing charged). */
  cost: { cost: number; balanceAmount: number } | null;
  /** The answer came from the local simulator, not a model. */
  simulated: boolean;
  /** The provider stopped before the answer was complete (the output cap). */
  incomplete: boolean;
}

/** A refusal or failure of a run, with the server's code and message when it gave them. */
export class AiRunError extends Error {
  override name = "AiRunError";
  readonly code: string;
  readonly status: number;

  constructor(message: string, code: string, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export interface SseEvent {
  event: string | null;
  data: string;
}

export interface SseChunk {
  events: SseEvent[];
  comments: string[];
  /** What is left of the text after its last complete event, to prepend to the next chunk. */
  rest: string;
}

/** Splits server-sent event text into complete events and comment lines; an unfinished event stays in `rest`. */
export function parseSse(text: string): SseChunk {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const blocks = text.replace(/\r\n/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) comments.push(line.slice(1).trim());
      else if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (event !== null || data.length > 0) events.push({ event, data: data.join("\n") });
  }
  return { events, comments, rest };
}

/** The text an event adds to the answer, whichever provider's protocol it is (a forced tool's JSON input, for a structured answer from Anthropic). */
export function textOfEvent(payload: unknown): string {
  if (typeof payload !== "object" || payload === null) return "";
  const event = payload as { type?: unknown; delta?: unknown };
  if (event.type === "response.output_text.delta" && typeof event.delta === "string") return event.delta;
  if (event.type === "content_block_delta" && typeof event.delta === "object" && event.delta !== null) {
    const delta = event.delta as { type?: unknown; text?: unknown };
    if (delta.type === "text_delta" && typeof delta.text === "string") return delta.text;
    const json = event.delta as { type?: unknown; partial_json?: unknown };
    if (json.type === "input_json_delta" && typeof json.partial_json === "string") return json.partial_json;
  }
  return "";
}

/** An error event of either protocol, as the message to show; null for any other event. */
export function errorOfEvent(payload: unknown): { code: string; message: string } | null {
  if (typeof payload !== "object" || payload === null) return null;
  const event = payload as { type?: unknown; code?: unknown; message?: unknown; error?: unknown };
  if (event.type !== "error") return null;
  if (typeof event.message === "string") return { code: typeof event.code === "string" ? event.code : "ai_provider_error", message: event.message };
  const inner = event.error as { type?: unknown; message?: unknown } | undefined;
  return {
    code: typeof inner?.type === "string" ? inner.type : "ai_provider_error",
    message: typeof inner?.message === "string" ? inner.message : "The AI provider could not answer.",
  };
}

function isIncomplete(payload: unknown): boolean {
  if (typeof payload !== "object" || payload === null) return false;
  const event = payload as { type?: unknown; delta?: { stop_reason?: unknown } };
  return event.type === "response.incomplete" || (event.type === "message_delta" && event.delta?.stop_reason === "max_tokens");
}

/**
 * Streams the answer: `onText` gets each piece of text as it arrives. Abort with
 * `signal` (the server aborts the provider and charges what was used).
 */
export async function runAiCall(call: AiProxyCall, onText: (text: string) => void, signal: AbortSignal): Promise<AiRunResult> {
  const query = new URLSearchParams({ tool: call.query.tool, bookId: String(call.query.bookId) });
  const response = await fetch(`/api/v1${call.path}?${query}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ ...call.body, stream: true }),
    signal,
  });
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    if (isApiErrorBody(body)) throw new AiRunError(body.error.message, body.error.code, response.status);
    throw new AiRunError(response.status >= 500 ? "Internal server error" : `The AI call failed (${response.status}).`, "ai_provider_error", response.status);
  }
  const simulated = response.headers.get("x-storyloom-simulated") === "1";
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let text = "";
  let cost: AiRunResult["cost"] = null;
  let incomplete = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const chunk = parseSse(buffered + value);
    buffered = chunk.rest;
    for (const { data } of chunk.events) {
      let payload: unknown;
      try {
        payload = JSON.parse(data);
      } catch {
        continue;
      }
      const failure = errorOfEvent(payload);
      if (failure) throw new AiRunError(failure.message, failure.code, 502);
      if (isIncomplete(payload)) incomplete = true;
      const piece = textOfEvent(payload);
      if (piece) {
        text += piece;
        onText(piece);
      }
    }
    cost = costOf(chunk.comments) ?? cost;
  }
  return { text, cost, simulated, incomplete };
}
