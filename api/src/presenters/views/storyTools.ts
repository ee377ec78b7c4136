// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { aiServices, sceneAvailabilities, toolAvailabilities, toolStoryTypes, toolTypes } from "@storyloom/db/enums";
import type { SceneAvailability, ToolAvailability, ToolStoryType, ToolType } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

export type { SceneAvailability, ToolAvailability, ToolStoryType, ToolType };

/** A reasoning model's effort (OpenAI's `reasoning.effort`). */
export const storyToolStepEffort = z.enum(["minimal", "low", "medium", "high"]);
export type StoryToolStepEffort = z.output<typeof storyToolStepEffort>;

/** A step after the tool's own first step; its empty model, temperature and output cap are the tool's. */
export const storyToolStepView = z.object({
  model: z.string().nullable(),
  instructions: z.string(),
  temperature: z.number().nullable(),
  maxOutput: count().nullable(),
  startSequence: z.string().nullable(),
  stopSequence: z.string().nullable(),
  effort: storyToolStepEffort.nullable(),
});
export type StoryToolStepView = z.output<typeof storyToolStepView>;

/** The signed-in author's own settings for a tool (defaults when they never saved any). */
export const storyToolSettingsView = z.object({
  isHidden: z.boolean().describe("Left out of the editor's tools."),
  orderIndex: count().nullable().describe("Place in the editor's list (0 first); null: after the placed ones."),
  model: z.string().nullable().describe("The model that runs every step for this author; null: the tool's own."),
});
export type StoryToolSettingsView = z.output<typeof storyToolSettingsView>;

/** presentStoryTool: a global tool (read-only) or one of the author's own, with every field and step. */
export const storyToolView = z
  .object({
    id: count(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.enum(toolTypes),
    storyType: z.enum(toolStoryTypes),
    defaultModel: z.string().nullable(),
    instructions: z.string().describe("The first step's instructions."),
    icon: z.string().nullable().describe("The icon's address, or null."),
    isGlobal: z.boolean().describe("Shipped with Storyloom: anyone may use it, nobody may change it."),
    withUserInstructions: z.boolean().describe("The tool asks the author for instructions when it runs."),
    userInstructions: z.string().nullable().describe("What those instructions are when the author leaves them empty."),
    availability: z.enum(toolAvailabilities).nullable(),
    sceneAvailability: z.enum(sceneAvailabilities),
    temperature: z.number().nullable(),
    maxOutput: count().nullable(),
    startSequence: z.string().nullable(),
    stopSequence: z.string().nullable(),
    steps: z.array(storyToolStepView).describe("The steps after the first, in order."),
    settings: storyToolSettingsView,
    updatedAt: isoDateTime(),
  })
  .meta({ id: "StoryTool" });
export type StoryToolView = z.output<typeof storyToolView>;

/** When the editor offers a tool (docs/decisions/ai.md, Custom story tools). */
export const storyToolRulesView = z.object({
  needsSelection: z.boolean().describe("EDIT tools work on selected text."),
  needsFilledScene: z.boolean().describe("availability SCENE_FILLED: the chapter's outline scene has its details written."),
  needsFilledBeat: z.boolean().describe("availability BEAT_FILLED: the chapter's beat has a description."),
  inSceneGeneration: z.boolean().describe("sceneAvailability SCENE_GENERATION: offered where a scene is generated from its outline, not in the text toolbar."),
});

/** presentBookStoryTool: a tool as the editor of one book offers it. */
export const bookStoryToolView = z.object({
  id: count(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(toolTypes),
  icon: z.string().nullable(),
  isGlobal: z.boolean(),
  model: z.string().nullable().describe("The model its steps run on for this author (their override, else the tool's)."),
  withUserInstructions: z.boolean(),
  userInstructions: z.string().nullable(),
  stepCount: count().describe("Steps in all, the tool's own included: compile them 0 to stepCount − 1."),
  availability: z.enum(toolAvailabilities).nullable(),
  sceneAvailability: z.enum(sceneAvailabilities),
  rules: storyToolRulesView,
});
export type BookStoryToolView = z.output<typeof bookStoryToolView>;

/** The query of the AI proxy call: usage is recorded under CUSTOM_STORY_TOOL, the story context is the book's. */
export const storyToolCallQueryView = z.object({
  tool: z.literal("CUSTOM_STORY_TOOL"),
  bookId: count(),
});

/** The AI proxy call that runs a compiled step, ready for the typed client (path relative to /api/v1). */
export const storyToolAiRequestView = z.discriminatedUnion("service", [
  z.object({
    service: z.literal("OPEN_AI"),
    path: z.literal("/ai/open-ai/responses"),
    query: storyToolCallQueryView,
    body: z.object({
      model: z.string(),
      instructions: z.string(),
      input: z.string(),
      max_output_tokens: count(),
      temperature: z.number().optional(),
      reasoning: z.object({ effort: storyToolStepEffort }).optional(),
    }),
  }),
  z.object({
    service: z.literal("ANTHROPIC"),
    path: z.literal("/ai/anthropic/messages"),
    query: storyToolCallQueryView,
    body: z.object({
      model: z.string(),
      system: z.string(),
      messages: z.array(z.object({ role: z.enum(["user", "assistant"]), content: z.string() })),
      max_tokens: count(),
      temperature: z.number().optional(),
      stop_sequences: z.array(z.string()).optional(),
    }),
  }),
]);

/** What running the step is likely to cost; costs in micro-cents. */
export const storyToolEstimateView = z.object({
  inputTokens: count(),
  storyContextTokens: count().describe("The part of the input that is the book's story context."),
  maxOutputTokens: count(),
  inputCost: count().describe("Micro-cents."),
  maxCost: count().describe("Micro-cents."),
});

/** presentCompiledStoryToolStep: one step as a prompt, the call that runs it and its likely cost. */
export const compiledStoryToolStepView = z.object({
  stepIndex: count(),
  stepCount: count(),
  isLastStep: z.boolean(),
  service: z.enum(aiServices),
  model: z.string(),
  instructions: z.string(),
  input: z.string(),
  maxOutputTokens: count(),
  temperature: z.number().nullable(),
  effort: storyToolStepEffort.nullable(),
  startSequence: z.string().nullable(),
  stopSequence: z.string().nullable().describe("Where to cut the output (the Responses API has no stop sequences)."),
  outputPrefix: z.string().describe("Put before the streamed output (Anthropic continues a prefilled start without repeating it)."),
  request: storyToolAiRequestView,
  estimate: storyToolEstimateView,
});
export type CompiledStoryToolStepView = z.output<typeof compiledStoryToolStepView>;
