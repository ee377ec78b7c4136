/**
 * One step's call to the model, for a job (README.md beside this file). It is
 * checked, reserved and moderated as every AI call is (ai/prepareAiCall.ts),
 * but not charged on its own: the answer comes back with `settle(trx)`, which
 * the job calls in the transaction that saves the step, so a step's results
 * and its charge commit together or not at all. A call that fails is settled
 * at once (nothing saved, only what the provider used is charged).
 */
import type { AiService, AiTool, Knex } from "@storyloom/db";
import type { Message } from "@anthropic-ai/sdk/resources/messages/messages";
import type { AiClients } from "../../integrations/ai.ts";
import type { TokenUsage } from "../aiBalance/aiPrices.ts";
import { settleAiCall } from "../aiBalance/settleAiCall.ts";
import type { SettledAiCall } from "../aiBalance/settleAiCall.ts";
import { textsOfAnthropicRequest, toAnthropicParams } from "../ai/anthropicRequest.ts";
import type { AnthropicMessageRequest } from "../ai/anthropicRequest.ts";
import { textsOfOpenAiRequest, instructionsWithContext, toOpenAiParams } from "../ai/openAiRequest.ts";
import type { OpenAiResponseRequest } from "../ai/openAiRequest.ts";
import { prepareAiCall, prepareCheckedAiCall } from "../ai/prepareAiCall.ts";
import type { AiCaller, PreparedAiCall } from "../ai/prepareAiCall.ts";
import { toAiError } from "../ai/providerErrors.ts";
import { linkedAbort, passModeration } from "../ai/upstreamCall.ts";
import type { ToolOutput } from "../aiTools/toolContext.ts";

/** A step's prompt: the story bible goes before `instructions` (ai/storyContext.ts). */
export interface JobPrompt {
  instructions: string;
  input: string;
  /** The author's own words in the prompt (their notes, their chapters): what moderation judges. */
  authorText: string;
  output: ToolOutput;
  maxOutputTokens: number;
  temperature: number;
}

export interface JobAnswer {
  /** The answer's text, or the JSON text of a structured answer. */
  text: string;
  usage: TokenUsage;
  /** Charges the call in `trx` (the step's save); a second settle charges nothing. */
  settle(trx: Knex.Transaction): Promise<SettledAiCall | null>;
  /** Ends the reservation without a charge (the step was saved by another run already). */
  release(trx: Knex.Transaction): Promise<void>;
}

export interface JobAiCallInput {
  knex: Knex;
  ai: AiClients;
  caller: AiCaller;
  service: AiService;
  model: string;
  tool: AiTool;
  bookId: number;
  prompt: JobPrompt;
  /** Aborts the provider's request (the job was cancelled). */
  signal: AbortSignal;
  onModerationUnavailable?: (reason: string) => void;
}

function openAiRequestOf(input: JobAiCallInput): OpenAiResponseRequest {
  const { prompt } = input;
  return {
    model: input.model,
    instructions: prompt.instructions,
    input: prompt.input,
    max_output_tokens: prompt.maxOutputTokens,
    temperature: prompt.temperature,
    ...(prompt.output === "text"
      ? {}
      : { text: { format: { type: "json_schema" as const, name: prompt.output.name, schema: prompt.output.schema, strict: true } } }),
  };
}

function anthropicRequestOf(input: JobAiCallInput): AnthropicMessageRequest {
  const { prompt } = input;
  return {
    model: input.model,
    system: prompt.instructions,
    max_tokens: prompt.maxOutputTokens,
    temperature: Math.min(prompt.temperature, 1),
    messages: [{ role: "user", content: prompt.input }],
    ...(prompt.output === "text"
      ? {}
      : {
          tools: [{ name: prompt.output.name, input_schema: { type: "object" as const, ...prompt.output.schema } }],
          tool_choice: { type: "tool" as const, name: prompt.output.name },
        }),
  };
}

function anthropicText(message: Message): string {
  for (const block of message.content) if (block.type === "tool_use") return JSON.stringify(block.input);
  return message.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("");
}

/** Asks the model for one step; throws the product's errors (ai/providerErrors.ts), the call already settled. */
export async function callJobModel(input: JobAiCallInput): Promise<JobAnswer> {
  const { knex, ai, caller, service, model, tool, bookId } = input;
  const authorTexts = [input.prompt.authorText];
  const openAi = service === "OPEN_AI" ? openAiRequestOf(input) : null;
  const anthropic = service === "ANTHROPIC" ? anthropicRequestOf(input) : null;
  const { context, call } = await prepareCheckedAiCall(knex, caller, bookId, (context) =>
    prepareAiCall({
      knex,
      ai,
      caller,
      service,
      model,
      tool,
      texts: openAi ? textsOfOpenAiRequest(openAi, context) : textsOfAnthropicRequest(anthropic ?? anthropicRequestOf(input), context),
      authorTexts,
      requestedOutputTokens: input.prompt.maxOutputTokens,
      onModerationUnavailable: input.onModerationUnavailable,
    }),
  );
  const upstream = linkedAbort(input.signal);
  const settleWith = (db: Knex, usage: TokenUsage) =>
    settleAiCall({ knex: db, reservationId: call.reservation.id, userId: caller.userId, authorId: caller.authorId, price: call.price, tool, usage });
  try {
    const answered = openAi
      ? askOpenAi(ai, openAi, context, call, upstream.signal)
      : askAnthropic(ai, anthropic ?? anthropicRequestOf(input), context, call, upstream.signal);
    answered.catch(() => undefined);
    await passModeration(call, upstream);
    const { text, usage } = await answered;
    return {
      text,
      usage,
      settle: (trx) => settleWith(trx, usage),
      release: async (trx) => {
        await settleWith(trx, { inputTokens: 0, outputTokens: 0 });
      },
    };
  } catch (error) {
    // Nothing will be saved: what the provider was sent is charged (an aborted call, as in the editor), nothing else.
    await settleWith(knex, { inputTokens: input.signal.aborted ? call.estimatedInputTokens : 0, outputTokens: 0 });
    throw toAiError(error);
  } finally {
    upstream.release();
  }
}

async function askOpenAi(
  ai: AiClients,
  request: OpenAiResponseRequest,
  context: string | null,
  call: PreparedAiCall,
  signal: AbortSignal,
): Promise<{ text: string; usage: TokenUsage }> {
  const params = toOpenAiParams(request, instructionsWithContext(request.instructions, context), call.reservation.maxOutputTokens);
  const response = await ai.openai().responses.create({ ...params, stream: false }, { signal });
  const usage = response.usage
    ? { inputTokens: response.usage.input_tokens, outputTokens: response.usage.output_tokens }
    : { inputTokens: call.estimatedInputTokens, outputTokens: 0 };
  return { text: response.output_text, usage };
}

async function askAnthropic(
  ai: AiClients,
  request: AnthropicMessageRequest,
  context: string | null,
  call: PreparedAiCall,
  signal: AbortSignal,
): Promise<{ text: string; usage: TokenUsage }> {
  const params = toAnthropicParams(request, context, call.reservation.maxOutputTokens);
  const message = await ai.anthropic().messages.create({ ...params, stream: false }, { signal });
  return { text: anthropicText(message), usage: { inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens } };
}
