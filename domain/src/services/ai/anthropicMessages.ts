import type { AiTool, Knex } from "@storyloom/db";
import type { Message, RawMessageStreamEvent } from "@anthropic-ai/sdk/resources/messages/messages";
import type { AiClients } from "../../integrations/ai.ts";
import type { TokenUsage } from "../aiBalance/aiPrices.ts";
import type { SettledAiCall } from "../aiBalance/settleAiCall.ts";
import { textsOfAnthropicRequest, toAnthropicParams } from "./anthropicRequest.ts";
import type { AnthropicMessageRequest } from "./anthropicRequest.ts";
import { prepareAiCall, prepareCheckedAiCall } from "./prepareAiCall.ts";
import type { AiCaller, PreparedAiCall } from "./prepareAiCall.ts";
import { linkedAbort, passModeration } from "./upstreamCall.ts";
import { toAiError } from "./providerErrors.ts";

export interface AnthropicCallInput {
  knex: Knex;
  ai: AiClients;
  caller: AiCaller;
  request: AnthropicMessageRequest;
  tool: AiTool;
  bookId: number | null;
  signal: AbortSignal;
  onSettled?: (settled: SettledAiCall | null) => void;
  onModerationUnavailable?: (reason: string) => void;
}

async function prepare(input: AnthropicCallInput) {
  const { knex, ai, caller, request, tool, bookId } = input;
  const client = ai.anthropic();
  const { context, call } = await prepareCheckedAiCall(knex, caller, bookId, (context) =>
    prepareAiCall({
      knex,
      ai,
      caller,
      service: "ANTHROPIC",
      model: request.model,
      tool,
      texts: textsOfAnthropicRequest(request, context),
      authorTexts: textsOfAnthropicRequest(request, null),
      requestedOutputTokens: request.max_tokens,
      onModerationUnavailable: input.onModerationUnavailable,
    }),
  );
  return { client, call, params: toAnthropicParams(request, context, call.reservation.maxOutputTokens) };
}

async function settle(input: AnthropicCallInput, call: PreparedAiCall, usage: TokenUsage): Promise<void> {
  input.onSettled?.(await call.settle(usage));
}

/** One answer, whole: the Message as the Messages API returns it. */
export async function createAnthropicMessage(input: AnthropicCallInput): Promise<Message> {
  const { client, call, params } = await prepare(input);
  const upstream = linkedAbort(input.signal);
  let usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  try {
    const answering = client.messages.create({ ...params, stream: false }, { signal: upstream.signal });
    answering.catch(() => undefined);
    await passModeration(call, upstream);
    const message = await answering;
    usage = { inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens };
    return message;
  } catch (error) {
    throw toAiError(error);
  } finally {
    upstream.release();
    await settle(input, call, usage);
  }
}

/**
 * The provider's Messages API events, passed on as they arrive; settled once
 * however the stream ends (openAiResponses.ts says how). The input tokens come
 * with `message_start`, the output tokens with `message_delta`.
 */
export async function* streamAnthropicMessage(input: AnthropicCallInput): AsyncGenerator<RawMessageStreamEvent> {
  const { client, call, params } = await prepare(input);
  const upstream = linkedAbort(input.signal);
  let inputTokens: number | null = null;
  let outputTokens: number | null = null;
  let deltas = 0;
  let started = false;
  try {
    const opening = client.messages.create({ ...params, stream: true }, { signal: upstream.signal });
    opening.catch(() => undefined);
    await passModeration(call, upstream);
    const stream = await opening;
    started = true;
    for await (const event of stream) {
      if (event.type === "message_start") inputTokens = event.message.usage.input_tokens;
      if (event.type === "content_block_delta") deltas += 1;
      if (event.type === "message_delta") outputTokens = event.usage.output_tokens;
      yield event;
    }
  } catch (error) {
    throw toAiError(error);
  } finally {
    upstream.release();
    await settle(input, call, {
      inputTokens: inputTokens ?? (started ? call.estimatedInputTokens : 0),
      outputTokens: outputTokens ?? deltas,
    });
  }
}
