/**
 * The zod schemas of the built-in AI tools' structured answers (docs/decisions/ai.md,
 * Built-in AI tools), for the browser: the studio checks a model's JSON with them
 * before saving anything. Browser-safe (the schemas load only zod and the enums),
 * and a subpath of its own (`@storyloom/api/client/aiOutputs`) rather than part of
 * the client's index, so only the screens that run AI tools load zod.
 */
export {
  OUTPUT_LIMITS,
  alternativesSchema,
  generatedBeatsSchema,
  generatedCharactersSchema,
  generatedIdeasSchema,
  generatedLoresSchema,
  generatedScenesSchema,
  modifiedBeatSchema,
  modifiedCharacterSchema,
  modifiedIdeaSchema,
  modifiedLoreSchema,
  modifiedSceneSchema,
  plotSuggestionsSchema,
  synonymsSchema,
} from "@storyloom/domain/services/aiTools/outputSchemas.ts";
export type {
  Alternatives,
  GeneratedBeats,
  GeneratedCharacters,
  GeneratedIdeas,
  GeneratedLores,
  GeneratedScenes,
  ModifiedBeat,
  ModifiedCharacter,
  ModifiedIdea,
  ModifiedLore,
  ModifiedScene,
  PlotSuggestions,
  Synonyms,
} from "@storyloom/domain/services/aiTools/outputSchemas.ts";
