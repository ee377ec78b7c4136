// Light imports only: the API's schemas read these too.
import { AI_MODELS } from "../aiBalance/aiPrices.ts";
import type { AiModelPrice } from "../aiBalance/aiPrices.ts";

/** Every model a story tool may name, of either provider (names are unique across them). */
export const STORY_TOOL_MODELS: readonly string[] = AI_MODELS.map((entry) => entry.model);

/** The priced model named `model`, of whichever provider has it; null when the tools may not call it. */
export function findStoryToolModel(model: string): AiModelPrice | null {
  return AI_MODELS.find((entry) => entry.model === model) ?? null;
}

/**
 * OpenAI's reasoning models (the GPT-5 family) take a reasoning effort and
 * refuse a temperature; the others take a temperature and no effort.
 */
export function isReasoningModel(price: AiModelPrice): boolean {
  return price.service === "OPEN_AI" && price.model.startsWith("gpt-5");
}
