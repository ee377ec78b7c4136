// Light imports only: the API's schemas and the typed client read this table too.
import type { AiService } from "@storyloom/db/enums";
import { MICRO_CENTS_PER_CENT } from "@storyloom/db/money";

/**
 * The models the AI tools may call and what their tokens cost the author: the
 * providers' list prices in US dollars per million tokens, charged as they are
 * (docs/decisions/ai.md, AI balance). A model that is not here is refused: nobody
 * can run up a bill on a model whose price we do not know. An OpenAI-compatible
 * server (Ollama, vLLM) is reached under these names through OPENAI_BASE_URL.
 */
export interface AiModelPrice {
  service: AiService;
  model: string;
  /** Dollars per million input tokens. */
  inputPerMillion: number;
  /** Dollars per million output tokens. */
  outputPerMillion: number;
  /** The most output tokens one call may ask of the model. */
  maxOutputTokens: number;
  /** Shown in the studio's model pickers. */
  label: string;
}

export const AI_MODELS: readonly AiModelPrice[] = [
  { service: "OPEN_AI", model: "gpt-4.1", inputPerMillion: 2, outputPerMillion: 8, maxOutputTokens: 32_768, label: "GPT-4.1" },
  { service: "OPEN_AI", model: "gpt-4.1-mini", inputPerMillion: 0.4, outputPerMillion: 1.6, maxOutputTokens: 32_768, label: "GPT-4.1 mini" },
  { service: "OPEN_AI", model: "gpt-4.1-nano", inputPerMillion: 0.1, outputPerMillion: 0.4, maxOutputTokens: 32_768, label: "GPT-4.1 nano" },
  { service: "OPEN_AI", model: "gpt-4o", inputPerMillion: 2.5, outputPerMillion: 10, maxOutputTokens: 16_384, label: "GPT-4o" },
  { service: "OPEN_AI", model: "gpt-4o-mini", inputPerMillion: 0.15, outputPerMillion: 0.6, maxOutputTokens: 16_384, label: "GPT-4o mini" },
  { service: "OPEN_AI", model: "gpt-5", inputPerMillion: 1.25, outputPerMillion: 10, maxOutputTokens: 128_000, label: "GPT-5" },
  { service: "OPEN_AI", model: "gpt-5-mini", inputPerMillion: 0.25, outputPerMillion: 2, maxOutputTokens: 128_000, label: "GPT-5 mini" },
  { service: "ANTHROPIC", model: "claude-opus-4-1", inputPerMillion: 15, outputPerMillion: 75, maxOutputTokens: 32_000, label: "Claude Opus 4.1" },
  { service: "ANTHROPIC", model: "claude-sonnet-4-5", inputPerMillion: 3, outputPerMillion: 15, maxOutputTokens: 64_000, label: "Claude Sonnet 4.5" },
  { service: "ANTHROPIC", model: "claude-haiku-4-5", inputPerMillion: 1, outputPerMillion: 5, maxOutputTokens: 64_000, label: "Claude Haiku 4.5" },
];

const DOLLAR = 100 * MICRO_CENTS_PER_CENT;
const MILLION = 1_000_000;

/** The priced model of `service` named `model`; null when the tools may not call it. */
export function findAiModel(service: AiService, model: string): AiModelPrice | null {
  return AI_MODELS.find((entry) => entry.service === service && entry.model === model) ?? null;
}

/** The models an author may pick of `service`. */
export function modelsOf(service: AiService): string[] {
  return AI_MODELS.filter((entry) => entry.service === service).map((entry) => entry.model);
}

/** Micro-cents per million tokens: whole numbers for every price in the table (a tenth of a cent per million at worst). */
export function microCentsPerMillion(dollarsPerMillion: number): number {
  return Math.round(dollarsPerMillion * DOLLAR);
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * What `usage` of `price`'s model costs, in micro-cents: each side rounded up to
 * the next micro-cent (a millionth of a cent), so a call is never free and the
 * amount charged is exactly the amount recorded.
 */
export function costOf(price: AiModelPrice, usage: TokenUsage): number {
  const input = Math.ceil((usage.inputTokens * microCentsPerMillion(price.inputPerMillion)) / MILLION);
  const output = Math.ceil((usage.outputTokens * microCentsPerMillion(price.outputPerMillion)) / MILLION);
  return input + output;
}

/** The most output tokens `budget` micro-cents pay for once `inputTokens` are paid. */
export function affordableOutputTokens(price: AiModelPrice, inputTokens: number, budget: number): number {
  const left = budget - costOf(price, { inputTokens, outputTokens: 0 });
  if (left <= 0) return 0;
  return Math.min(price.maxOutputTokens, Math.floor((left * MILLION) / microCentsPerMillion(price.outputPerMillion)));
}
