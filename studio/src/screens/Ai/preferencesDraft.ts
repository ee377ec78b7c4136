import type { AiPreferencesBody, AiPreferencesView, SceneType } from "@storyloom/api/client";
import type { AiService } from "./aiLabels.ts";

/** The preferences form as typed: number fields stay text until saved, "" meaning "the tool's own default". */
export interface PreferencesDraft {
  preferredService: AiService;
  preferredModels: Record<AiService, string>;
  sceneType: SceneType | "";
  temperature: string;
  maxOutputTokens: string;
}

/** The keys the API files field errors under (validate.ts joins the body path with dots). */
export const preferenceFields = {
  preferredService: "preferredService",
  sceneType: "sceneType",
  temperature: "advancedSettings.temperature",
  maxOutputTokens: "advancedSettings.maxOutputTokens",
  model: (service: AiService) => `preferredModels.${service}`,
} as const;

export function draftOf(preferences: AiPreferencesView): PreferencesDraft {
  const { temperature, maxOutputTokens } = preferences.advancedSettings;
  return {
    preferredService: preferences.preferredService,
    preferredModels: { ...preferences.preferredModels },
    sceneType: preferences.sceneType ?? "",
    temperature: temperature === null ? "" : String(temperature),
    maxOutputTokens: maxOutputTokens === null ? "" : String(maxOutputTokens),
  };
}

type Parsed = { value: number | null } | { error: string };

/** A temperature as typed: empty is null (the tool decides), "0,7" is read as 0.7; the range is the server's to check. */
export function parseTemperature(text: string): Parsed {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return { value: null };
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return { error: "Must be a number." };
  return { value: Number(trimmed) };
}

/** A token count as typed: empty is null (the tool decides), "4,000" is 4000; the range is the server's to check. */
export function parseMaxOutputTokens(text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === "") return { value: null };
  const digits = /^-?\d{1,3}([,\s]\d{3})+$/.test(trimmed) ? trimmed.replace(/[,\s]/g, "") : trimmed;
  if (!/^-?\d+$/.test(digits)) return { error: "Must be a whole number." };
  return { value: Number(digits) };
}

/**
 * The POST /ai/preferences body for a draft, or the fields that are not even
 * numbers (with the server's own wording). Every field is sent, so the saved
 * preferences are exactly what the form shows.
 */
export function bodyOf(draft: PreferencesDraft): { body: AiPreferencesBody } | { errors: Record<string, string> } {
  const temperature = parseTemperature(draft.temperature);
  const maxOutputTokens = parseMaxOutputTokens(draft.maxOutputTokens);
  const errors: Record<string, string> = {};
  if ("error" in temperature) errors[preferenceFields.temperature] = temperature.error;
  if ("error" in maxOutputTokens) errors[preferenceFields.maxOutputTokens] = maxOutputTokens.error;
  if ("error" in temperature || "error" in maxOutputTokens) return { errors };
  return {
    body: {
      preferredService: draft.preferredService,
      preferredModels: { ...draft.preferredModels },
      sceneType: draft.sceneType === "" ? null : draft.sceneType,
      advancedSettings: { temperature: temperature.value, maxOutputTokens: maxOutputTokens.value },
    },
  };
}
