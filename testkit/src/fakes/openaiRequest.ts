/**
 * How the fake OpenAI reads a /v1/responses request: its text (what input
 * tokens are counted from), whether it is valid, and what to answer it with.
 */
import type { FakeAiAnswer, FakeAiError } from "./aiFake.ts";
import { isRecord, simulateAnswerText, simulateJsonFromSchema } from "./aiText.ts";

/** The smallest max_output_tokens the Responses API accepts. */
export const MIN_MAX_OUTPUT_TOKENS = 16;

function pushItemText(item: unknown, pieces: string[]): void {
  if (typeof item === "string") {
    pieces.push(item);
    return;
  }
  if (!isRecord(item)) return;
  if (typeof item.content === "string") pieces.push(item.content);
  else if (Array.isArray(item.content)) for (const part of item.content) if (isRecord(part) && typeof part.text === "string") pieces.push(part.text);
  // A function's result sent back, or a call replayed in the conversation.
  if (typeof item.output === "string") pieces.push(item.output);
  if (typeof item.arguments === "string") pieces.push(item.arguments);
}

/** The text input tokens are counted from: `instructions`, then the text of every input item, joined by "\n". */
export function responsesInputText(body: unknown): string {
  if (!isRecord(body)) return "";
  const pieces: string[] = [];
  if (typeof body.instructions === "string") pieces.push(body.instructions);
  if (typeof body.input === "string") pieces.push(body.input);
  else if (Array.isArray(body.input)) for (const item of body.input) pushItemText(item, pieces);
  return pieces.join("\n");
}

function lastUserText(body: Record<string, unknown>): string {
  if (typeof body.input === "string") return body.input;
  if (!Array.isArray(body.input)) return "";
  const last = body.input.filter((item) => isRecord(item) && (item.role === "user" || item.role === undefined) && item.content !== undefined).at(-1);
  const pieces: string[] = [];
  pushItemText(last, pieces);
  return pieces.join("\n");
}

const ERROR_DEFAULTS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: "invalid_request_error", code: null, message: "Invalid request." },
  401: { type: "invalid_request_error", code: "invalid_api_key", message: "Incorrect API key provided." },
  403: { type: "invalid_request_error", code: "unsupported_country_region_territory", message: "Country, region, or territory not supported." },
  404: { type: "invalid_request_error", code: "model_not_found", message: "The model does not exist or you do not have access to it." },
  429: { type: "requests", code: "rate_limit_exceeded", message: "Rate limit reached for requests. Please try again in 1s." },
  500: { type: "server_error", code: null, message: "The server had an error while processing your request. Sorry about that!" },
  503: { type: "server_error", code: null, message: "The engine is currently overloaded, please try again later." },
};

export function errorFields(error: FakeAiError): { message: string; type: string; param: string | null; code: string | null } {
  const defaults = ERROR_DEFAULTS[error.status] ?? {
    type: error.status >= 500 ? "server_error" : "invalid_request_error",
    code: null,
    message: "Request failed.",
  };
  return {
    message: error.message ?? defaults.message,
    type: error.type ?? defaults.type,
    param: error.param ?? null,
    code: error.code === undefined ? defaults.code : error.code,
  };
}

export type Plan = { kind: "text"; text: string } | { kind: "function_call"; name: string; arguments: string };

/** The function tool_choice forces, null when none is forced, or why the choice is invalid. */
export function forcedFunction(body: Record<string, unknown>): { name: string; parameters: unknown } | null | string {
  const functions = (Array.isArray(body.tools) ? body.tools : []).filter(
    (t): t is Record<string, unknown> => isRecord(t) && t.type === "function" && typeof t.name === "string",
  );
  const choice = body.tool_choice;
  if (choice === "required") {
    const first = functions[0];
    return first ? { name: String(first.name), parameters: first.parameters } : "Tool choice 'required' must be specified with 'tools' parameter.";
  }
  if (isRecord(choice) && choice.type === "function") {
    const named = functions.find((f) => f.name === choice.name);
    return named ? { name: String(named.name), parameters: named.parameters } : "Tool choice 'function' not found in 'tools' parameter.";
  }
  return null;
}

export function planAnswer(body: Record<string, unknown>, answer: FakeAiAnswer, forced: { name: string; parameters: unknown } | null): Plan {
  const seed = responsesInputText(body);
  if (answer.toolCall) {
    const args = answer.toolCall.arguments;
    return { kind: "function_call", name: answer.toolCall.name, arguments: typeof args === "string" ? args : JSON.stringify(args) };
  }
  if (answer.text !== undefined) return { kind: "text", text: answer.text };
  if (forced) return { kind: "function_call", name: forced.name, arguments: JSON.stringify(simulateJsonFromSchema(forced.parameters, seed)) };
  const format = isRecord(body.text) && isRecord(body.text.format) ? body.text.format : null;
  if (format?.type === "json_schema") return { kind: "text", text: JSON.stringify(simulateJsonFromSchema(format.schema, seed)) };
  const text = simulateAnswerText({
    instructions: typeof body.instructions === "string" ? body.instructions : "",
    lastUserText: lastUserText(body),
    allText: seed,
  });
  return { kind: "text", text: format?.type === "json_object" ? JSON.stringify({ text }) : text };
}

/** Why a /v1/responses body is refused, with the parameter at fault, or null. */
export function validateResponsesBody(body: unknown): { message: string; param: string | null; code: string | null } | null {
  if (!isRecord(body)) return { message: "The body of your request must be a JSON object.", param: null, code: null };
  if (typeof body.model !== "string" || body.model === "")
    return { message: "Missing required parameter: 'model'.", param: "model", code: "missing_required_parameter" };
  if (body.input !== undefined && typeof body.input !== "string" && !Array.isArray(body.input))
    return { message: "Invalid type for 'input': expected a string or an array of input items.", param: "input", code: "invalid_type" };
  if (body.stream !== undefined && body.stream !== null && typeof body.stream !== "boolean")
    return { message: "Invalid type for 'stream': expected a boolean.", param: "stream", code: "invalid_type" };
  if (body.tools !== undefined && !Array.isArray(body.tools))
    return { message: "Invalid type for 'tools': expected an array.", param: "tools", code: "invalid_type" };
  const max = body.max_output_tokens;
  if (max !== undefined && max !== null) {
    if (typeof max !== "number" || !Number.isInteger(max))
      return { message: "Invalid type for 'max_output_tokens': expected an integer.", param: "max_output_tokens", code: "invalid_type" };
    if (max < MIN_MAX_OUTPUT_TOKENS)
      return {
        message: `Invalid 'max_output_tokens': integer below minimum value. Expected a value >= ${MIN_MAX_OUTPUT_TOKENS}, but got ${max} instead.`,
        param: "max_output_tokens",
        code: "integer_below_min_value",
      };
  }
  const forced = forcedFunction(body);
  if (typeof forced === "string") return { message: forced, param: "tool_choice", code: null };
  return null;
}
