/**
 * The fake OpenAI moderation endpoint's judgement: deterministic, driven by
 * trigger words, never by what the text actually says. `FLAG_ME_<category>`
 * (e.g. FLAG_ME_violence, FLAG_ME_self-harm/intent) in an input flags that category.
 */
import { isRecord } from "./aiText.ts";

export const MODERATION_CATEGORIES = [
  "harassment",
  "harassment/threatening",
  "hate",
  "hate/threatening",
  "illicit",
  "illicit/violent",
  "self-harm",
  "self-harm/intent",
  "self-harm/instructions",
  "sexual",
  "sexual/minors",
  "violence",
  "violence/graphic",
] as const;

export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** Categories the omni model also judges in images. */
const IMAGE_CATEGORIES = new Set<ModerationCategory>(["self-harm", "self-harm/intent", "self-harm/instructions", "sexual", "violence", "violence/graphic"]);

export const FLAGGED_SCORE = 0.97;
export const UNFLAGGED_SCORE = 0.0001;

// Longest names first, so FLAG_ME_hate/threatening is not read as FLAG_ME_hate.
const TRIGGER = new RegExp(
  `FLAG_ME_(${[...MODERATION_CATEGORIES]
    .sort((a, b) => b.length - a.length)
    .map((c) => c.replace(/[/-]/g, "\\$&"))
    .join("|")})(?![a-z/-])`,
  "g",
);

export type ModerationInput = { kind: "text"; text: string } | { kind: "image" };

/** The inputs of a moderation request, or a message naming what is wrong with it. */
export function readModerationInputs(input: unknown): ModerationInput[] | string {
  if (input === undefined || input === null) return "Missing required parameter: 'input'.";
  if (typeof input === "string") return [{ kind: "text", text: input }];
  if (!Array.isArray(input) || input.length === 0) return "Invalid 'input': expected a string or a non-empty array.";
  const inputs: ModerationInput[] = [];
  for (const item of input) {
    if (typeof item === "string") inputs.push({ kind: "text", text: item });
    else if (isRecord(item) && item.type === "text" && typeof item.text === "string") inputs.push({ kind: "text", text: item.text });
    else if (isRecord(item) && item.type === "image_url") inputs.push({ kind: "image" });
    else return "Invalid 'input': each item must be a string, a {type: 'text'} or a {type: 'image_url'} object.";
  }
  return inputs;
}

/** The categories one input flags: its FLAG_ME_ markers and the configured trigger words (case-insensitive). */
export function flaggedCategories(input: ModerationInput, triggers: Record<string, ModerationCategory>): Set<ModerationCategory> {
  const flagged = new Set<ModerationCategory>();
  if (input.kind !== "text") return flagged;
  for (const match of input.text.matchAll(TRIGGER)) flagged.add(match[1] as ModerationCategory);
  const lower = input.text.toLowerCase();
  for (const [word, category] of Object.entries(triggers)) if (lower.includes(word.toLowerCase())) flagged.add(category);
  return flagged;
}

/** One entry of `results`, in the shape of the omni moderation model. */
export function moderationResult(input: ModerationInput, flagged: Set<ModerationCategory>): Record<string, unknown> {
  const entries = <T>(value: (category: ModerationCategory) => T): Record<ModerationCategory, T> =>
    Object.fromEntries(MODERATION_CATEGORIES.map((category) => [category, value(category)])) as Record<ModerationCategory, T>;
  return {
    flagged: flagged.size > 0,
    categories: entries((category) => flagged.has(category)),
    category_scores: entries((category) => (flagged.has(category) ? FLAGGED_SCORE : UNFLAGGED_SCORE)),
    category_applied_input_types: entries((category) => (input.kind === "text" ? ["text"] : IMAGE_CATEGORIES.has(category) ? ["image"] : [])),
  };
}
