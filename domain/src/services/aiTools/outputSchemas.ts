import { z } from "zod";
import { characterTypes, loreTypes, sceneResolutions, sceneTypes } from "@storyloom/db/enums";
import type { ToolOutput } from "./toolContext.ts";
import { ACT_BEATS_MAX, COUNT_MAX, PHRASE_MAX, SELECTION_MAX } from "./toolVariables.ts";

/**
 * The structured results of the built-in tools: one zod schema each, which the
 * studio (or the server) checks the model's JSON with before saving it, and the
 * JSON Schema the model is held to, made from the same zod schema. Their
 * limits are those of the APIs that save the result (docs/product.md, Validation rules, for characters
 * and lore; docs/decisions/ai.md, Structured answers, for beats, scenes and ideas), so JSON that
 * passes here passes create-many, update-many and the idea PATCH.
 * Browser-safe (the studio checks answers with it): load nothing at run time
 * but zod, the enums and modules like `toolVariables.ts`.
 */
export const OUTPUT_LIMITS = {
  characterName: 40,
  characterOverview: 3000,
  characterPhysical: 1000,
  characterMental: 100,
  characterSkills: 100,
  loreName: 50,
  loreDescription: 3000,
  beatName: 200,
  beatPurpose: 1000,
  beatDescription: 5000,
  act: 5,
  scenePrimaryCharacter: 200,
  sceneText: 5000,
  sceneDescription: 20_000,
  idea: 5000,
  alternative: Math.ceil(SELECTION_MAX * 1.5),
  synonymNote: 200,
  suggestionTitle: 100,
  suggestionSummary: 1000,
} as const;
const L = OUTPUT_LIMITS;

const tooLongFor = (max: number) => `Must be at most ${max} characters.`;

function requiredText(max: number, description: string) {
  return z.string().trim().min(1, "Must not be empty.").max(max, tooLongFor(max)).describe(`${description} At most ${max} characters.`);
}

function optionalText(max: number, description: string) {
  return z.string().trim().max(max, tooLongFor(max)).nullable().describe(`${description} At most ${max} characters; null when there is nothing to say.`);
}

function listOf<T extends z.ZodType>(item: T, max: number, description: string) {
  return z.array(item).min(1, "Must hold at least one entry.").max(max, `Must hold at most ${max} entries.`).describe(`${description} At most ${max}.`);
}

const character = z.strictObject({
  type: z.enum(characterTypes).nullable().describe("The character's role: PROTAGONIST, ANTAGONIST or SUPPORTING."),
  name: requiredText(L.characterName, "The character's name, unused by the story's other characters."),
  overview: optionalText(
    L.characterOverview,
    "Who they are: what they want, what they fear, their contradiction or secret, and how they connect to the other characters and the plot.",
  ),
  physical: optionalText(L.characterPhysical, "Their appearance and physical presence."),
  mental: optionalText(L.characterMental, "Their temperament and way of thinking, in a few words."),
  skills: optionalText(L.characterSkills, "Their main abilities, in a few words."),
});

const lore = z.strictObject({
  type: z
    .enum(loreTypes)
    .nullable()
    .describe(`What kind of entry it is: ${loreTypes.join(", ")}.`),
  name: requiredText(L.loreName, "A short, evocative name."),
  description: optionalText(L.loreDescription, "What it is, how it works, what it costs and whom it matters to."),
});

const beat = z.strictObject({
  name: requiredText(L.beatName, "The beat's name, a few words."),
  purpose: optionalText(L.beatPurpose, "What the beat does for the story."),
  description: optionalText(L.beatDescription, "What happens: who acts, what changes, how it leads on."),
  act: z.number().int().min(1).max(L.act).nullable().describe(`The act the beat belongs to, 1 to ${L.act}.`),
});

const sceneText = (description: string) => optionalText(L.sceneText, description);
const scene = z.strictObject({
  type: z.enum(sceneTypes).nullable().describe("ACTION for a scene of goal and conflict, REFLECTION for a sequel that reacts to one, GENERAL otherwise."),
  primaryCharacter: optionalText(L.scenePrimaryCharacter, "The name of the point-of-view character whose goal drives the scene."),
  goal: sceneText("What the primary character wants in this scene."),
  conflict: sceneText("Who or what stands in the way, and how."),
  resolution: z.enum(sceneResolutions).nullable().describe("How the scene ends for the goal: RESOLVED, GET_COMPLICATED, UNRESOLVED or GET_WORSE."),
  resolutionDescription: sceneText("What happens at the end of the scene."),
  priorEvent: sceneText("For a reflection: the event it reacts to."),
  reaction: sceneText("For a reflection: the character's emotional reaction."),
  dilemma: sceneText("For a reflection: the choice the character faces."),
  decision: sceneText("For a reflection: what the character decides to do next."),
  description: optionalText(L.sceneDescription, "The scene's events in a few sentences."),
});

const idea = requiredText(L.idea, "The idea, as a short paragraph.");

export const generatedCharactersSchema = z.strictObject({ characters: listOf(character, COUNT_MAX, "The new characters, as many as asked.") });
export const modifiedCharacterSchema = z.strictObject({ character: character.describe("The whole character, revised.") });
export const generatedLoresSchema = z.strictObject({ lores: listOf(lore, COUNT_MAX, "The new lore entries, as many as asked.") });
export const modifiedLoreSchema = z.strictObject({ lore: lore.describe("The whole lore entry, revised.") });
export const generatedBeatsSchema = z.strictObject({ beats: listOf(beat, ACT_BEATS_MAX, "The beats, in story order, as many as asked.") });
export const modifiedBeatSchema = z.strictObject({ beat: beat.describe("The whole beat, revised.") });
export const generatedScenesSchema = z.strictObject({ scenes: listOf(scene, COUNT_MAX, "The scene cards, in story order, as many as asked.") });
export const modifiedSceneSchema = z.strictObject({ scene: scene.describe("The whole scene card, revised.") });
export const generatedIdeasSchema = z.strictObject({ ideas: listOf(z.strictObject({ idea }), COUNT_MAX, "The ideas, as many as asked.") });
export const modifiedIdeaSchema = z.strictObject({ idea });
export const alternativesSchema = z.strictObject({
  alternatives: listOf(
    z.strictObject({ text: requiredText(L.alternative, "One alternative version of the passage.") }),
    COUNT_MAX,
    "The alternative versions, as many as asked.",
  ),
});
export const synonymsSchema = z.strictObject({
  synonyms: listOf(
    z.strictObject({
      word: requiredText(PHRASE_MAX, "A word or phrase that can replace the selection here."),
      note: optionalText(L.synonymNote, "How it differs in meaning or feel."),
    }),
    COUNT_MAX,
    "The replacements, closest fit first.",
  ),
});
export const plotSuggestionsSchema = z.strictObject({
  suggestions: listOf(
    z.strictObject({
      title: requiredText(L.suggestionTitle, "A few words naming the development."),
      summary: requiredText(L.suggestionSummary, "What happens next, who drives it and what it changes."),
    }),
    COUNT_MAX,
    "The possible continuations, as many as asked.",
  ),
});

export type GeneratedCharacters = z.output<typeof generatedCharactersSchema>;
export type ModifiedCharacter = z.output<typeof modifiedCharacterSchema>;
export type GeneratedLores = z.output<typeof generatedLoresSchema>;
export type ModifiedLore = z.output<typeof modifiedLoreSchema>;
export type GeneratedBeats = z.output<typeof generatedBeatsSchema>;
export type ModifiedBeat = z.output<typeof modifiedBeatSchema>;
export type GeneratedScenes = z.output<typeof generatedScenesSchema>;
export type ModifiedScene = z.output<typeof modifiedSceneSchema>;
export type GeneratedIdeas = z.output<typeof generatedIdeasSchema>;
export type ModifiedIdea = z.output<typeof modifiedIdeaSchema>;
export type Alternatives = z.output<typeof alternativesSchema>;
export type Synonyms = z.output<typeof synonymsSchema>;
export type PlotSuggestions = z.output<typeof plotSuggestionsSchema>;

/**
 * The JSON Schema keywords every provider's structured output takes: OpenAI's
 * strict mode refuses length and count keywords, so the limits are said in
 * each field's description and checked by the zod schema afterwards.
 */
const PORTABLE_KEYWORDS = new Set(["type", "properties", "required", "additionalProperties", "items", "enum", "anyOf", "description"]);

function portable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(portable);
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!PORTABLE_KEYWORDS.has(key)) continue;
    if (key === "properties" && typeof value === "object" && value !== null) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, portable(child)]));
    } else out[key] = key === "enum" || key === "required" ? value : portable(value);
  }
  return out;
}

/** The JSON Schema the model is held to for `schema`: every field required (nullable ones may be null), no others. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const json = portable(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
  return typeof json === "object" && json !== null && !Array.isArray(json) ? Object.fromEntries(Object.entries(json)) : {};
}

/** The output descriptor of a structured tool. */
export function jsonOutput(name: string, schema: z.ZodType): ToolOutput {
  return { format: "json_schema", name, schema: jsonSchemaOf(schema) };
}
