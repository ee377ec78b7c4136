import {
  OUTPUT_LIMITS as L,
  jsonOutput,
  modifiedBeatSchema,
  modifiedCharacterSchema,
  modifiedIdeaSchema,
  modifiedLoreSchema,
  modifiedSceneSchema,
} from "./outputSchemas.ts";
import { authorRequest, describeBeat, describeCharacter, describeLore, describeScene, sections, tagged } from "./promptParts.ts";
import { needed } from "./toolContext.ts";
import type { BuiltInToolDefinition, ToolOutput, ToolPrompt } from "./toolContext.ts";

/**
 * The MODIFY_ tools: one existing entry of the story bible or the outline,
 * revised as the author asks, answered whole as JSON the entry's PATCH
 * accepts (the studio shows the change before saving it).
 */

interface ModifyParts {
  /** "character", "lore entry"… */
  what: string;
  tag: string;
  entry: string;
  /** Further sections of the user message (the beat a scene serves). */
  details?: Array<string | null>;
  instruction: string;
  limits: string;
  /** Whether the entry has fields that may be null (an idea is one text). */
  nullable?: boolean;
  output: ToolOutput;
  maxOutputTokens: number;
}

function modification(parts: ModifyParts): ToolPrompt {
  return {
    instructions: sections(
      `You are a story editor revising a ${parts.what} of the author's story.`,
      `Revise the ${parts.what} as the author's modification asks. Change what it asks for and whatever must change with it for the ${parts.what} to stay consistent; keep everything else as it is, word for word where you can. Keep it consistent with the story bible above.`,
      `Answer with JSON that matches the schema: the whole revised ${parts.what}. Keep to the limits: ${parts.limits}.${parts.nullable === false ? "" : " Use null for a field there is nothing to say in."}`,
    ),
    input: sections(`Revise this ${parts.what}.`, tagged(parts.tag, parts.entry), ...(parts.details ?? []), authorRequest(parts.instruction, "modification")),
    output: parts.output,
    maxOutputTokens: parts.maxOutputTokens,
    temperature: 0.6,
  };
}

export const MODIFY_CHARACTER: BuiltInToolDefinition<"MODIFY_CHARACTER"> = {
  compile: (variables, { character }) =>
    modification({
      what: "character",
      tag: "character",
      entry: describeCharacter(needed(character, "character")),
      instruction: variables.instruction,
      limits: `a name of at most ${L.characterName} characters, an overview of at most ${L.characterOverview}, physical at most ${L.characterPhysical}, mental and skills at most ${L.characterMental} each`,
      output: jsonOutput("modified_character", modifiedCharacterSchema),
      maxOutputTokens: 1200,
    }),
};

export const MODIFY_LORE: BuiltInToolDefinition<"MODIFY_LORE"> = {
  compile: (variables, { lore }) =>
    modification({
      what: "lore entry",
      tag: "lore",
      entry: describeLore(needed(lore, "lore entry")),
      instruction: variables.instruction,
      limits: `a name of at most ${L.loreName} characters and a description of at most ${L.loreDescription}`,
      output: jsonOutput("modified_lore", modifiedLoreSchema),
      maxOutputTokens: 1000,
    }),
};

export const MODIFY_BEAT: BuiltInToolDefinition<"MODIFY_BEAT"> = {
  compile: (variables, { beat }) =>
    modification({
      what: "beat",
      tag: "beat",
      entry: describeBeat(needed(beat, "beat")),
      instruction: variables.instruction,
      limits: `a name of at most ${L.beatName} characters, a purpose of at most ${L.beatPurpose}, a description of at most ${L.beatDescription}, an act from 1 to ${L.act}`,
      output: jsonOutput("modified_beat", modifiedBeatSchema),
      maxOutputTokens: 800,
    }),
};

export const MODIFY_SCENE: BuiltInToolDefinition<"MODIFY_SCENE"> = {
  compile: (variables, { scene, beat }) =>
    modification({
      what: "scene card",
      tag: "scene_card",
      entry: describeScene(needed(scene, "scene")),
      details: [beat && tagged("beat", `The beat of the outline the scene serves:\n${describeBeat(beat)}`)],
      instruction: variables.instruction,
      limits: `a primary character of at most ${L.scenePrimaryCharacter} characters, a description of at most ${L.sceneDescription}, every other text at most ${L.sceneText}`,
      output: jsonOutput("modified_scene", modifiedSceneSchema),
      maxOutputTokens: 1500,
    }),
};

export const MODIFY_IDEA: BuiltInToolDefinition<"MODIFY_IDEA"> = {
  compile: (variables, { idea }) =>
    modification({
      what: "idea",
      tag: "idea",
      entry: needed(idea, "idea").idea,
      instruction: variables.instruction,
      limits: `at most ${L.idea} characters`,
      nullable: false,
      output: jsonOutput("modified_idea", modifiedIdeaSchema),
      maxOutputTokens: 800,
    }),
};
