import type { AiService } from "@storyloom/db/enums";
import { ValidationError } from "../../errors.ts";
import { AI_MODELS, findAiModel } from "../aiBalance/aiPrices.ts";
import type { AiModelPrice } from "../aiBalance/aiPrices.ts";
import type { AiPreferences } from "../aiPreferences/aiPreferences.ts";
import type { PlotTemplateFacts } from "./toolContext.ts";

/** What the author asked for in the compile call; each part optional. */
export interface ModelChoice {
  service?: AiService | undefined;
  model?: string | undefined;
}

export interface RunSettings {
  price: AiModelPrice;
  maxOutputTokens: number;
  /** Null for a model that takes no temperature. */
  temperature: number | null;
}

/** Anthropic's models take a temperature from 0 to 1 (OpenAI's up to 2). */
const ANTHROPIC_MAX_TEMPERATURE = 1;

/** OpenAI's reasoning models (the GPT-5 family) refuse `temperature`: the prompt sends none. */
function takesTemperature(price: AiModelPrice): boolean {
  return !(price.service === "OPEN_AI" && price.model.startsWith("gpt-5"));
}

function preferredModel(service: AiService, preferences: AiPreferences): AiModelPrice {
  const price = findAiModel(service, preferences.preferredModels[service]);
  if (!price) throw new ValidationError(`No model of ${service} is available.`, { service: "Choose another provider." });
  return price;
}

function modelOf(choice: ModelChoice, preferences: AiPreferences, ownTemplate: PlotTemplateFacts | null): AiModelPrice {
  if (choice.model !== undefined) {
    const price = AI_MODELS.find((entry) => entry.model === choice.model && (choice.service === undefined || entry.service === choice.service));
    if (price) return price;
    const models = AI_MODELS.filter((entry) => choice.service === undefined || entry.service === choice.service).map((entry) => entry.model);
    throw new ValidationError(`The model ${choice.model} is not a model of ${choice.service ?? "any provider"}.`, {
      model: `Choose one of: ${models.join(", ")}.`,
    });
  }
  if (choice.service !== undefined) return preferredModel(choice.service, preferences);
  const templateModel = ownTemplate?.settings.model;
  return (templateModel && AI_MODELS.find((entry) => entry.model === templateModel)) || preferredModel(preferences.preferredService, preferences);
}

/**
 * The model and sampling of a run (docs/decisions/ai.md, Built-in AI tools):
 * the model asked for in the call, else the author's own template's, else the
 * author's preferred one; temperature and output length from the author's own
 * template, else the author's preferences, else the global template, else
 * the tool's own. The author's choices come before the product's, the
 * specific before the general.
 */
export function chooseRunSettings(input: {
  choice: ModelChoice;
  preferences: AiPreferences;
  template: PlotTemplateFacts | null;
  tool: { maxOutputTokens: number; temperature: number };
}): RunSettings {
  const { choice, preferences, template, tool } = input;
  const own = template?.isCustomized ? template : null;
  const global = template && !template.isCustomized ? template : null;
  const price = modelOf(choice, preferences, own);
  const temperature = own?.settings.temperature ?? preferences.advancedSettings.temperature ?? global?.settings.temperature ?? tool.temperature;
  const maxOutputTokens =
    own?.settings.maxOutputTokens ?? preferences.advancedSettings.maxOutputTokens ?? global?.settings.maxOutputTokens ?? tool.maxOutputTokens;
  return {
    price,
    maxOutputTokens: Math.max(16, Math.min(price.maxOutputTokens, Math.round(maxOutputTokens))),
    temperature: takesTemperature(price) ? (price.service === "ANTHROPIC" ? Math.min(ANTHROPIC_MAX_TEMPERATURE, temperature) : temperature) : null,
  };
}
