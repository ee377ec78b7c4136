import type { MessageCreateParamsBase, Tool } from "@anthropic-ai/sdk/resources/messages/messages";

/**
 * The part of the Messages API request the proxy accepts (api/src/routes/ai/schema.ts
 * validates it): text messages, a system prompt, sampling, client tools.
 */
export interface AnthropicTextBlock {
  type: "text";
  text: string;
}

export interface AnthropicMessageParam {
  role: "user" | "assistant";
  content: string | AnthropicTextBlock[];
}

export interface AnthropicTool {
  name: string;
  description?: string | undefined;
  input_schema: { type: "object"; properties?: Record<string, unknown> | undefined; required?: string[] | undefined };
}

export interface AnthropicMessageRequest {
  model: string;
  max_tokens: number;
  messages: AnthropicMessageParam[];
  system?: string | AnthropicTextBlock[] | undefined;
  temperature?: number | undefined;
  top_p?: number | undefined;
  top_k?: number | undefined;
  stop_sequences?: string[] | undefined;
  stream?: boolean | undefined;
  tools?: AnthropicTool[] | undefined;
  tool_choice?: { type: "auto" } | { type: "any" } | { type: "none" } | { type: "tool"; name: string } | undefined;
}

const textOf = (content: string | AnthropicTextBlock[]) => (typeof content === "string" ? content : content.map((block) => block.text).join("\n"));

/** Every text of the request the model reads: what its input tokens are bounded by. */
export function textsOfAnthropicRequest(request: AnthropicMessageRequest, context: string | null): string[] {
  const texts: string[] = [];
  if (context) texts.push(context);
  if (request.system) texts.push(textOf(request.system));
  for (const message of request.messages) texts.push(textOf(message.content));
  if (request.tools) texts.push(JSON.stringify(request.tools));
  return texts;
}

/** The SDK's parameters, with the story context before the caller's system prompt and the output capped. */
export function toAnthropicParams(request: AnthropicMessageRequest, context: string | null, maxTokens: number): MessageCreateParamsBase {
  const own = request.system === undefined ? "" : textOf(request.system);
  const system = context ? `What you know about the author's story:\n${context}${own ? `\n\n${own}` : ""}` : own;
  const tools: Tool[] | undefined = request.tools?.map((tool) => ({
    name: tool.name,
    input_schema: {
      type: "object",
      ...(tool.input_schema.properties ? { properties: tool.input_schema.properties } : {}),
      ...(tool.input_schema.required ? { required: tool.input_schema.required } : {}),
    },
    ...(tool.description ? { description: tool.description } : {}),
  }));
  return {
    model: request.model,
    max_tokens: maxTokens,
    messages: request.messages,
    ...(system ? { system } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.top_p !== undefined ? { top_p: request.top_p } : {}),
    ...(request.top_k !== undefined ? { top_k: request.top_k } : {}),
    ...(request.stop_sequences ? { stop_sequences: request.stop_sequences } : {}),
    ...(tools ? { tools } : {}),
    ...(request.tool_choice ? { tool_choice: request.tool_choice } : {}),
  };
}
