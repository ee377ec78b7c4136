import { fillPlaceholders } from "../aiPlotTemplates/placeholders.ts";
import {
  OUTPUT_LIMITS as L,
  generatedBeatsSchema,
  generatedCharactersSchema,
  generatedIdeasSchema,
  generatedLoresSchema,
  generatedScenesSchema,
  jsonOutput,
} from "./outputSchemas.ts";
import { authorRequest, describeBeat, describeScene, listOf, sections, tagged, words } from "./promptParts.ts";
import { needed } from "./toolContext.ts";
import type { BuiltInToolDefinition, ToolContext, ToolOutput, ToolPrompt } from "./toolContext.ts";
import { templateValues } from "./templateValues.ts";
import type { TemplateRequest } from "./templateValues.ts";

/**
 * The GENERATE_ tools: new story-bible entries or outline parts, as JSON the
 * story bible and outline APIs accept. Their instructions are the author's
 * AI plot template of the type (or the global default), its placeholders
 * filled from the book; the format rules after it are the tool's own, so an
 * edited template can never make the answer unsavable.
 */

interface GenerateParts {
  /** What is asked, first line of the user message. */
  ask: string;
  /** Further sections of the user message (the chapter and beat a scene is for…). */
  details?: Array<string | null>;
  /** The format rules appended to the template. */
  format: string;
  output: ToolOutput;
  maxOutputTokens: number;
}

function fromTemplate(context: ToolContext, request: TemplateRequest, parts: GenerateParts): ToolPrompt {
  const template = needed(context.template, "AI plot template");
  return {
    instructions: sections(fillPlaceholders(template.instructions, templateValues(context, request)), parts.format),
    input: sections(parts.ask, ...(parts.details ?? []), authorRequest(request.instruction)),
    output: parts.output,
    maxOutputTokens: parts.maxOutputTokens,
    temperature: 0.9,
  };
}

const jsonRule = (count: number, what: string, limits: string, nullable = true) =>
  `Answer with JSON that matches the schema: exactly ${count} ${what}. Keep to the limits: ${limits}.${nullable ? " Use null for a field there is nothing to say in." : ""}`;

export const GENERATE_CHARACTER: BuiltInToolDefinition<"GENERATE_CHARACTER"> = {
  compile: (variables, context) =>
    fromTemplate(context, variables, {
      ask: `Create ${variables.count} new characters for the story.${variables.type ? ` Make them ${words(variables.type)} characters.` : ""}`,
      format: jsonRule(
        variables.count,
        "characters",
        `a name of at most ${L.characterName} characters, an overview of at most ${L.characterOverview}, physical at most ${L.characterPhysical}, mental and skills at most ${L.characterMental} each`,
      ),
      output: jsonOutput("generated_characters", generatedCharactersSchema),
      maxOutputTokens: variables.count * 450 + 100,
    }),
};

export const GENERATE_LORE: BuiltInToolDefinition<"GENERATE_LORE"> = {
  compile: (variables, context) =>
    fromTemplate(context, variables, {
      ask: `Create ${variables.count} new lore entries for the story's world.${variables.type ? ` Make them of the kind ${words(variables.type)}.` : ""}`,
      format: jsonRule(variables.count, "lore entries", `a name of at most ${L.loreName} characters and a description of at most ${L.loreDescription}`),
      output: jsonOutput("generated_lores", generatedLoresSchema),
      maxOutputTokens: variables.count * 350 + 100,
    }),
};

export const GENERATE_BEAT: BuiltInToolDefinition<"GENERATE_BEAT"> = {
  compile: (variables, context) =>
    fromTemplate(context, variables, {
      ask: `Propose ${variables.count} new beats for the outline${variables.act ? `, in act ${variables.act}` : ""}.`,
      format: jsonRule(
        variables.count,
        "beats",
        `a name of at most ${L.beatName} characters, a purpose of at most ${L.beatPurpose}, a description of at most ${L.beatDescription}, an act from 1 to ${L.act}${variables.act ? ` (here ${variables.act})` : ""}`,
      ),
      output: jsonOutput("generated_beats", generatedBeatsSchema),
      maxOutputTokens: variables.count * 250 + 100,
    }),
};

export const GENERATE_SCENE: BuiltInToolDefinition<"GENERATE_SCENE"> = {
  compile: (variables, context) => {
    const { chapter, beat } = context;
    return fromTemplate(context, variables, {
      ask: `Plan ${variables.count} scene cards${chapter ? ` for chapter ${chapter.number}${chapter.title?.trim() ? ` (${chapter.title.trim()})` : ""}` : ""}.`,
      details: [
        beat && tagged("beat", `The beat of the outline the scenes serve:\n${describeBeat(beat)}`),
        chapter &&
          tagged(
            "chapter_scenes",
            chapter.scenes.length > 0
              ? `The chapter's scene cards so far (the new ones come after them):\n${listOf(chapter.scenes, (scene) => describeScene(scene).replaceAll("\n", "; "))}`
              : "The chapter has no scene cards yet.",
          ),
      ],
      format: jsonRule(
        variables.count,
        "scene cards",
        `a primary character of at most ${L.scenePrimaryCharacter} characters, a description of at most ${L.sceneDescription}, every other text at most ${L.sceneText}`,
      ),
      output: jsonOutput("generated_scenes", generatedScenesSchema),
      maxOutputTokens: variables.count * 600 + 100,
    });
  },
};

export const GENERATE_IDEA: BuiltInToolDefinition<"GENERATE_IDEA"> = {
  compile: (variables, context) =>
    fromTemplate(context, variables, {
      ask: `Give me ${variables.count} ideas for the story.`,
      format: jsonRule(variables.count, "ideas", `each idea at most ${L.idea} characters`, false),
      output: jsonOutput("generated_ideas", generatedIdeasSchema),
      maxOutputTokens: variables.count * 200 + 100,
    }),
};
