import type { ResponseCreateParamsBase, Tool } from "openai/resources/responses/responses";

/**
 * The part of the Responses API request the proxy accepts (api/src/routes/ai/schema.ts
 * validates it): text in, text or a function call out. Anything else the
 * provider offers (files, built-in tools, background mode) is refused by name.
 */
export interface OpenAiInputMessage {
  type?: "message" | undefined;
  role: "user" | "assistant" | "system" | "developer";
  content: string | Array<{ type: "input_text"; text: string }>;
}

export interface OpenAiFunctionTool {
  type: "function";
  name: string;
  description?: string | undefined;
  parameters: Record<string, unknown>;
  strict?: boolean | undefined;
}

export type OpenAiTextFormat =
  | { type: "text" }
  | { type: "json_object" }
  | { type: "json_schema"; name: string; schema: Record<string, unknown>; strict?: boolean | undefined; description?: string | undefined };

export interface OpenAiResponseRequest {
  model: string;
  input: string | OpenAiInputMessage[];
  instructions?: string | undefined;
  max_output_tokens?: number | undefined;
  temperature?: number | undefined;
  top_p?: number | undefined;
  stream?: boolean | undefined;
  tools?: OpenAiFunctionTool[] | undefined;
  tool_choice?: "auto" | "none" | "required" | { type: "function"; name: string } | undefined;
  text?: { format: OpenAiTextFormat } | undefined;
  reasoning?: { effort: "minimal" | "low" | "medium" | "high" } | undefined;
}

/** Every text of the request the model reads: what its input tokens are bounded by. */
export function textsOfOpenAiRequest(request: OpenAiResponseRequest, context: string | null): string[] {
  const texts: string[] = [];
  if (context) texts.push(context);
  if (request.instructions) texts.push(request.instructions);
  if (typeof request.input === "string") texts.push(request.input);
  else
    for (const message of request.input)
      texts.push(typeof message.content === "string" ? message.content : message.content.map((part) => part.text).join("\n"));
  if (request.tools) texts.push(JSON.stringify(request.tools));
  if (request.text) texts.push(JSON.stringify(request.text));
  return texts;
}

/** The story context goes before the caller's own instructions. */
export function instructionsWithContext(instructions: string | undefined, context: string | null): string | undefined {
  if (!context) return instructions;
  const bible = `What you know about the author's story:\n${context}`;
  return instructions ? `${bible}\n\n${instructions}` : bible;
}

/** The SDK's parameters for the request, with the product's instructions and its output cap. */
export function toOpenAiParams(request: OpenAiResponseRequest, instructions: string | undefined, maxOutputTokens: number): ResponseCreateParamsBase {
  const tools: Tool[] | undefined = request.tools?.map((tool) => ({
    type: "function",
    name: tool.name,
    parameters: tool.parameters,
    strict: tool.strict ?? null,
    description: tool.description ?? null,
  }));
  return {
    model: request.model,
    input:
      typeof request.input === "string" ? request.input : request.input.map((message) => ({ role: message.role, content: message.content, type: "message" })),
    max_output_tokens: maxOutputTokens,
    store: false,
    ...(instructions ? { instructions } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.top_p !== undefined ? { top_p: request.top_p } : {}),
    ...(tools ? { tools } : {}),
    ...(request.tool_choice !== undefined ? { tool_choice: request.tool_choice } : {}),
    ...(request.text
      ? {
          text: {
            format:
              request.text.format.type === "json_schema"
                ? { ...request.text.format, strict: request.text.format.strict ?? null, description: request.text.format.description ?? "" }
                : request.text.format,
          },
        }
      : {}),
    ...(request.reasoning ? { reasoning: request.reasoning } : {}),
  };
}
