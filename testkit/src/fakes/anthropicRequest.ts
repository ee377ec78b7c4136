/**
 * How the fake Anthropic reads a /v1/messages request: its text (what input
 * tokens are counted from), whether it is valid, and what to answer it with.
 */
import type { FakeAiAnswer, FakeAiError } from "./aiFake.ts";
import { isRecord, simulateAnswerText, simulateJsonFromSchema } from "./aiText.ts";

function pushContentText(content: unknown, pieces: string[]): void {
  if (typeof content === "string") {
    pieces.push(content);
    return;
  }
  if (!Array.isArray(content)) return;
  for (const block of content) {
    if (!isRecord(block)) continue;
    if (block.type === "text" && typeof block.text === "string") pieces.push(block.text);
    else if (block.type === "tool_use") pieces.push(JSON.stringify(block.input ?? {}));
    else if (block.type === "tool_result") pushContentText(block.content, pieces);
  }
}

/** The text input tokens are counted from: the system prompt, then the text of every message, joined by "\n". */
export function messagesInputText(body: unknown): string {
  if (!isRecord(body)) return "";
  const pieces: string[] = [];
  pushContentText(body.system, pieces);
  if (Array.isArray(body.messages)) for (const message of body.messages) if (isRecord(message)) pushContentText(message.content, pieces);
  return pieces.join("\n");
}

function lastUserText(body: Record<string, unknown>): string {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const last = messages.filter((m) => isRecord(m) && m.role === "user").at(-1);
  const pieces: string[] = [];
  if (isRecord(last)) pushContentText(last.content, pieces);
  return pieces.join("\n");
}

const ERROR_DEFAULTS: Record<number, { type: string; message: string }> = {
  400: { type: "invalid_request_error", message: "Invalid request." },
  401: { type: "authentication_error", message: "invalid x-api-key" },
  403: { type: "permission_error", message: "Your API key does not have permission to use the specified resource." },
  404: { type: "not_found_error", message: "The requested resource could not be found." },
  413: { type: "request_too_large", message: "Request exceeds the maximum allowed number of bytes." },
  429: { type: "rate_limit_error", message: "Number of requests has exceeded your rate limit. Please try again later." },
  500: { type: "api_error", message: "Internal server error" },
  529: { type: "overloaded_error", message: "Overloaded" },
};

export function errorObject(error: FakeAiError): { type: string; message: string } {
  const defaults = ERROR_DEFAULTS[error.status] ?? { type: error.status >= 500 ? "api_error" : "invalid_request_error", message: "Request failed." };
  return { type: error.type ?? defaults.type, message: error.message ?? defaults.message };
}

export type Plan = { kind: "text"; text: string } | { kind: "tool_use"; name: string; input: unknown };

function customTools(body: Record<string, unknown>): Array<Record<string, unknown>> {
  return (Array.isArray(body.tools) ? body.tools : []).filter(
    (t): t is Record<string, unknown> => isRecord(t) && typeof t.name === "string" && isRecord(t.input_schema),
  );
}

/** The tool tool_choice forces, null when none is forced, or why the choice is invalid. */
function forcedTool(body: Record<string, unknown>): Record<string, unknown> | null | string {
  const choice = body.tool_choice;
  if (!isRecord(choice)) return null;
  const tools = customTools(body);
  if (choice.type === "any") return tools[0] ?? "tool_choice: 'any' requires at least one tool in 'tools'";
  if (choice.type === "tool") return tools.find((t) => t.name === choice.name) ?? `tool_choice: tool '${String(choice.name)}' not found in 'tools'`;
  return null;
}

/** Why a /v1/messages (or count_tokens) body is refused, or null. */
export function validateMessagesBody(body: unknown, needsMaxTokens: boolean): string | null {
  if (!isRecord(body)) return "The request body must be a JSON object.";
  if (typeof body.model !== "string" || body.model === "") return "model: Field required";
  if (!Array.isArray(body.messages)) return "messages: Field required";
  if (body.messages.length === 0) return "messages: at least one message is required";
  for (const [index, message] of body.messages.entries()) {
    if (!isRecord(message) || (message.role !== "user" && message.role !== "assistant")) return `messages.${index}.role: Input should be 'user' or 'assistant'`;
    if (typeof message.content !== "string" && !Array.isArray(message.content)) return `messages.${index}.content: Input should be a valid string or list`;
  }
  if (needsMaxTokens) {
    if (body.max_tokens === undefined) return "max_tokens: Field required";
    if (typeof body.max_tokens !== "number" || !Number.isInteger(body.max_tokens) || body.max_tokens < 1)
      return "max_tokens: Input should be a positive integer";
  }
  if (body.stream !== undefined && typeof body.stream !== "boolean") return "stream: Input should be a valid boolean";
  if (body.stop_sequences !== undefined && (!Array.isArray(body.stop_sequences) || !body.stop_sequences.every((s) => typeof s === "string" && s !== "")))
    return "stop_sequences: Input should be a list of non-empty strings";
  const forced = forcedTool(body);
  return typeof forced === "string" ? forced : null;
}

export function planAnswer(body: Record<string, unknown>, answer: FakeAiAnswer): Plan {
  const seed = messagesInputText(body);
  if (answer.toolCall) {
    const args = answer.toolCall.arguments;
    return { kind: "tool_use", name: answer.toolCall.name, input: typeof args === "string" ? (JSON.parse(args) as unknown) : args };
  }
  if (answer.text !== undefined) return { kind: "text", text: answer.text };
  const forced = forcedTool(body);
  if (isRecord(forced)) return { kind: "tool_use", name: String(forced.name), input: simulateJsonFromSchema(forced.input_schema, seed) };
  const systemPieces: string[] = [];
  pushContentText(body.system, systemPieces);
  return { kind: "text", text: simulateAnswerText({ instructions: systemPieces.join("\n"), lastUserText: lastUserText(body), allText: seed }) };
}

/** Cuts text at its first stop sequence, as the model stops there. */
export function applyStopSequences(text: string, stopSequences: string[]): { text: string; stopSequence: string | null } {
  let cut: { at: number; sequence: string } | null = null;
  for (const sequence of stopSequences) {
    const at = text.indexOf(sequence);
    if (at >= 0 && (cut === null || at < cut.at)) cut = { at, sequence };
  }
  return cut ? { text: text.slice(0, cut.at), stopSequence: cut.sequence } : { text, stopSequence: null };
}
