import type { AiPlotTemplateView, UpdateAiPlotTemplateBody } from "@storyloom/api/client";
import { parseMaxOutputTokens, parseTemperature } from "./preferencesDraft.ts";

/**
 * The `{{placeholders}}` a template may use, with what each is filled with
 * (docs/decisions/ai.md, Placeholders). The server's list is the authority
 * (domain/src/services/aiPlotTemplates/placeholders.ts): a name it does not
 * know is refused there with the list it takes.
 */
export const TEMPLATE_PLACEHOLDERS = [
  { name: "title", meaning: "The book's title" },
  { name: "genre", meaning: "Its genre" },
  { name: "bookType", meaning: "Story or screenplay" },
  { name: "description", meaning: "The book's description" },
  { name: "settings", meaning: "Its story settings" },
  { name: "characters", meaning: "Its characters (already in the story bible the AI reads)" },
  { name: "lore", meaning: "Its lore (already in the story bible)" },
  { name: "outline", meaning: "Its outline (already in the story bible)" },
  { name: "ideas", meaning: "Its story ideas" },
  { name: "instruction", meaning: "What you ask for when you run the tool" },
  { name: "count", meaning: "How many you ask for" },
] as const;

/** What each template's tool makes: how the list tells the five apart, whatever the author names them. */
export const templatePurpose: Record<AiPlotTemplateView["type"], string> = {
  IDEA: "Creates story ideas",
  LORE: "Creates lore entries",
  CHARACTER: "Creates characters",
  BEAT: "Creates outline beats",
  SCENE: "Creates scene cards",
};

/** A template's form as typed: number fields stay text until saved, "" meaning "the tool's own default". */
export interface TemplateDraft {
  name: string;
  instructions: string;
  variables: string[];
  temperature: string;
  maxOutputTokens: string;
  /** "" for the model of the author's preferences. */
  model: string;
}

/** The keys the API files field errors under (validate.ts joins the body path with dots). */
export const templateFields = {
  name: "name",
  instructions: "instructions",
  temperature: "advancedSettings.temperature",
  maxOutputTokens: "advancedSettings.maxOutputTokens",
  model: "advancedSettings.model",
} as const;

export function draftOfTemplate(template: AiPlotTemplateView): TemplateDraft {
  const { temperature, maxOutputTokens, model } = template.advancedSettings;
  return {
    name: template.name,
    instructions: template.instructions,
    variables: [...template.variables],
    temperature: temperature === null ? "" : String(temperature),
    maxOutputTokens: maxOutputTokens === null ? "" : String(maxOutputTokens),
    model: model ?? "",
  };
}

/** Whether the form differs from what is saved (the same placeholders in another order are no change). */
export function isTemplateDraftChanged(draft: TemplateDraft, template: AiPlotTemplateView): boolean {
  const saved = draftOfTemplate(template);
  const sameVariables = draft.variables.length === saved.variables.length && draft.variables.every((name) => saved.variables.includes(name));
  return !sameVariables || (["name", "instructions", "temperature", "maxOutputTokens", "model"] as const).some((key) => draft[key] !== saved[key]);
}

/**
 * The PATCH body for a draft, or the number fields that are not even numbers
 * (in the server's own words). The whole form is sent, so what is saved is
 * what is shown; the server checks the ranges and the placeholders.
 */
export function bodyOfTemplateDraft(draft: TemplateDraft): { body: UpdateAiPlotTemplateBody } | { errors: Record<string, string> } {
  const temperature = parseTemperature(draft.temperature);
  const maxOutputTokens = parseMaxOutputTokens(draft.maxOutputTokens);
  if ("error" in temperature || "error" in maxOutputTokens) {
    const errors: Record<string, string> = {};
    if ("error" in temperature) errors[templateFields.temperature] = temperature.error;
    if ("error" in maxOutputTokens) errors[templateFields.maxOutputTokens] = maxOutputTokens.error;
    return { errors };
  }
  return {
    body: {
      name: draft.name,
      instructions: draft.instructions,
      variables: [...draft.variables],
      advancedSettings: { temperature: temperature.value, maxOutputTokens: maxOutputTokens.value, model: draft.model === "" ? null : draft.model },
    },
  };
}

/** The first message the server gave about the variables (filed as `variables` or `variables.N`). */
export function variablesErrorOf(fields: Record<string, string>): string | undefined {
  return Object.entries(fields).find(([key]) => key === "variables" || key.startsWith("variables."))?.[1];
}

/**
 * `text` with `{{name}}` put in place of the characters from `start` to `end`
 * (the textarea's selection), and where the caret goes after it.
 */
export function insertPlaceholder(text: string, start: number, end: number, name: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const placeholder = `{{${name}}}`;
  return { text: `${text.slice(0, from)}${placeholder}${text.slice(to)}`, caret: from + placeholder.length };
}

/** The variables with `name` added (once), in the order of the placeholder list. */
export function withVariable(variables: readonly string[], name: string): string[] {
  const order: readonly string[] = TEMPLATE_PLACEHOLDERS.map((placeholder) => placeholder.name);
  const rank = (entry: string) => (order.includes(entry) ? order.indexOf(entry) : order.length);
  return [...new Set([...variables, name])].sort((a, b) => rank(a) - rank(b));
}
