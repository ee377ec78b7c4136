import type { AiTool, Knex } from "@storyloom/db";
import type { Response as OpenAiResponse, ResponseStreamEvent, ResponseUsage } from "openai/resources/responses/responses";
import type { AiClients } from "../../integrations/ai.ts";
import type { TokenUsage } from "../aiBalance/aiPrices.ts";
import type { SettledAiCall } from "../aiBalance/settleAiCall.ts";
import { instructionsWithContext, textsOfOpenAiRequest, toOpenAiParams } from "./openAiRequest.ts";
import type { OpenAiResponseRequest } from "./openAiRequest.ts";
import { prepareAiCall, prepareCheckedAiCall } from "./prepareAiCall.ts";
import type { AiCaller, PreparedAiCall } from "./prepareAiCall.ts";
import { linkedAbort, passModeration } from "./upstreamCall.ts";
import { toAiError } from "./providerErrors.ts";

export interface OpenAiCallInput {
  knex: Knex;
  ai: AiClients;
  caller: AiCaller;
  request: OpenAiResponseRequest;
  tool: AiTool;
  /** The author's book whose story bible the model is given; none for a bare call. */
  bookId: number | null;
  /** Aborted when the caller goes away: the provider's request is aborted with it. */
  signal: AbortSignal;
  /** Told what the call cost once it is settled (the route logs an uncharged rest). */
  onSettled?: (settled: SettledAiCall | null) => void;
  onModerationUnavailable?: (reason: string) => void;
}

function usageOf(usage: ResponseUsage | null | undefined): TokenUsage | null {
  return usage ? { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens } : null;
}

async function prepare(input: OpenAiCallInput) {
  const { knex, ai, caller, request, tool, bookId } = input;
  const client = ai.openai();
  const { context, call } = await prepareCheckedAiCall(knex, caller, bookId, (context) =>
    prepareAiCall({
      knex,
      ai,
      caller,
      service: "OPEN_AI",
      model: request.model,
      tool,
      texts: textsOfOpenAiRequest(request, context),
      authorTexts: textsOfOpenAiRequest(request, null),
      onModerationUnavailable: input.onModerationUnavailable,
      requestedOutputTokens: request.max_output_tokens ?? null,
    }),
  );
  return { client, call, params: toOpenAiParams(request, instructionsWithContext(request.instructions, context), call.reservation.maxOutputTokens) };
}

async function settle(input: OpenAiCallInput, call: PreparedAiCall, usage: TokenUsage): Promise<void> {
  input.onSettled?.(await call.settle(usage));
}

/** One answer, whole: the provider's Response object as the Responses API returns it. */
export async function createOpenAiResponse(input: OpenAiCallInput): Promise<OpenAiResponse> {
  const { client, call, params } = await prepare(input);
  const upstream = linkedAbort(input.signal);
  let usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  try {
    const answering = client.responses.create({ ...params, stream: false }, { signal: upstream.signal });
    answering.catch(() => undefined);
    await passModeration(call, upstream);
    const response = await answering;
    usage = usageOf(response.usage) ?? { inputTokens: call.estimatedInputTokens, outputTokens: 0 };
    return response;
  } catch (error) {
    throw toAiError(error);
  } finally {
    upstream.release();
    await settle(input, call, usage);
  }
}

/**
 * The provider's stream of Responses API events, passed on as they arrive. The
 * checks and the reservation happen before the first event (a refusal is
 * thrown by the first `next()`, before anything is sent). However the stream
 * ends, finished, failed or aborted, the call is settled once: with the
 * provider's usage when it said, else with the input estimated and one output
 * token per delta received.
 */
export async function* streamOpenAiResponse(input: OpenAiCallInput): AsyncGenerator<ResponseStreamEvent> {
  const { client, call, params } = await prepare(input);
  const upstream = linkedAbort(input.signal);
  let reported: TokenUsage | null = null;
  let deltas = 0;
  let started = false;
  try {
    const opening = client.responses.create({ ...params, stream: true }, { signal: upstream.signal });
    opening.catch(() => undefined);
    await passModeration(call, upstream);
    const stream = await opening;
    started = true;
    for await (const event of stream) {
      if (event.type === "response.output_text.delta" || event.type === "response.function_call_arguments.delta" || event.type === "response.refusal.delta")
        deltas += 1;
      if (event.type === "response.completed" || event.type === "response.incomplete" || event.type === "response.failed")
        reported = usageOf(event.response.usage);
      yield event;
    }
  } catch (error) {
    throw toAiError(error);
  } finally {
    upstream.release();
    await settle(input, call, reported ?? { inputTokens: started ? call.estimatedInputTokens : 0, outputTokens: deltas });
  }
}
