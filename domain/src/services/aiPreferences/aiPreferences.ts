import type { AiService, Knex, SceneType } from "@storyloom/db";
import { AuthorAiPreferences } from "@storyloom/db/models";
import { findAiModel } from "../aiBalance/aiPrices.ts";

/** The advanced settings an author sets once for every AI tool; null keeps a tool's own. */
export interface AiAdvancedSettings {
  temperature: number | null;
  maxOutputTokens: number | null;
}

/** An author's AI preferences as GET/POST /ai/preferences hold them. */
export interface AiPreferences {
  sceneType: SceneType | null;
  advancedSettings: AiAdvancedSettings;
  preferredService: AiService;
  preferredModels: Record<AiService, string>;
}

/** Until an author chooses: OpenAI's small model, Anthropic's small model. */
export const DEFAULT_MODELS: Record<AiService, string> = { OPEN_AI: "gpt-4.1-mini", ANTHROPIC: "claude-haiku-4-5" };

const numberOrNull = (value: unknown, min: number, max: number) =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max ? value : null;

/**
 * Reads stored preferences defensively: a value that is not (or no longer) valid,
 * a model taken out of the price table say, falls back to the default.
 */
export function readAiPreferences(row: AuthorAiPreferences | undefined): AiPreferences {
  const settings = row?.advancedSettings ?? {};
  const models = row?.preferredModels ?? {};
  const modelOf = (service: AiService) => {
    const chosen = models[service];
    return typeof chosen === "string" && findAiModel(service, chosen) ? chosen : DEFAULT_MODELS[service];
  };
  const service = settings.preferredService;
  return {
    sceneType: row?.sceneType ?? null,
    advancedSettings: { temperature: numberOrNull(settings.temperature, 0, 2), maxOutputTokens: numberOrNull(settings.maxOutputTokens, 16, 200_000) },
    preferredService: service === "ANTHROPIC" || service === "OPEN_AI" ? service : "OPEN_AI",
    preferredModels: { OPEN_AI: modelOf("OPEN_AI"), ANTHROPIC: modelOf("ANTHROPIC") },
  };
}

export async function findAiPreferences(knex: Knex, authorId: number): Promise<AiPreferences> {
  return readAiPreferences(await AuthorAiPreferences.query(knex).where({ authorId }).first());
}

export interface AiPreferencesChanges {
  sceneType?: SceneType | null | undefined;
  advancedSettings?: Partial<AiAdvancedSettings> | undefined;
  preferredService?: AiService | undefined;
  preferredModels?: Partial<Record<AiService, string>> | undefined;
}

/** Saves what was sent over what was saved (one row per author, made on the first save). */
export async function saveAiPreferences(knex: Knex, authorId: number, changes: AiPreferencesChanges): Promise<AiPreferences> {
  return knex.transaction(async (trx) => {
    const row = await AuthorAiPreferences.query(trx).where({ authorId }).forUpdate().first();
    const current = readAiPreferences(row);
    const next: AiPreferences = {
      sceneType: changes.sceneType === undefined ? current.sceneType : changes.sceneType,
      advancedSettings: { ...current.advancedSettings, ...changes.advancedSettings },
      preferredService: changes.preferredService ?? current.preferredService,
      preferredModels: { ...current.preferredModels, ...changes.preferredModels },
    };
    const stored = {
      sceneType: next.sceneType,
      advancedSettings: { ...next.advancedSettings, preferredService: next.preferredService },
      preferredModels: next.preferredModels,
    };
    if (row) await row.$query(trx).patch(stored);
    else await AuthorAiPreferences.query(trx).insert({ authorId, ...stored });
    return next;
  });
}
