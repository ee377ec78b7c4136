// Light imports only: the typed client reads the types through the API's schemas.
import { AI_MODELS } from "../aiBalance/aiPrices.ts";

/** An AI plot template's advanced settings; null keeps the next setting in line (docs/decisions/ai.md, Built-in AI tools). */
export interface PlotTemplateSettings {
  temperature: number | null;
  maxOutputTokens: number | null;
  /** A model of the price table, whichever provider it belongs to. */
  model: string | null;
}

const numberOrNull = (value: unknown, min: number, max: number) =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max ? value : null;

/** Reads stored settings defensively: a value no longer valid (a model taken out of the price table) counts as unset. */
export function readTemplateSettings(stored: Record<string, unknown> | null | undefined): PlotTemplateSettings {
  const settings = stored ?? {};
  const model = settings.model;
  return {
    temperature: numberOrNull(settings.temperature, 0, 2),
    maxOutputTokens: numberOrNull(settings.maxOutputTokens, 16, 200_000),
    model: typeof model === "string" && AI_MODELS.some((entry) => entry.model === model) ? model : null,
  };
}
