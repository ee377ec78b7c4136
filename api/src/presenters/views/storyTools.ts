// Imports only db enums: see README.md.
import type { AiService, SceneAvailability, ToolAvailability, ToolStoryType, ToolType } from "@storyloom/db/enums";

export type { AiService, SceneAvailability, ToolAvailability, ToolStoryType, ToolType };

/** A reasoning model's effort (OpenAI's `reasoning.effort`). */
export type StoryToolStepEffort = "minimal" | "low" | "medium" | "high";

/** A step after the tool's own first step; its empty model, temperature and output cap are the tool's. */
export interface StoryToolStepView {
  model: string | null;
  instructions: string;
  temperature: number | null;
  maxOutput: number | null;
  startSequence: string | null;
  stopSequence: string | null;
  effort: StoryToolStepEffort | null;
}

/** The signed-in author's own settings for a tool (defaults when they never saved any). */
export interface StoryToolSettingsView {
  /** Left out of the editor's tools. */
  isHidden: boolean;
  /** Place in the editor's list (0 first); null: after the placed ones. */
  orderIndex: number | null;
  /** The model that runs every step for this author; null: the tool's own. */
  model: string | null;
}

/** presentStoryTool: a global tool (read-only) or one of the author's own, with every field and step. */
export interface StoryToolView {
  id: number;
  name: string;
  description: string | null;
  type: ToolType;
  storyType: ToolStoryType;
  defaultModel: string | null;
  /** The first step's instructions. */
  instructions: string;
  /** The icon's address, or null. */
  icon: string | null;
  /** Shipped with Storyloom: anyone may use it, nobody may change it. */
  isGlobal: boolean;
  /** The tool asks the author for instructions when it runs. */
  withUserInstructions: boolean;
  /** What those instructions are when the author leaves them empty. */
  userInstructions: string | null;
  availability: ToolAvailability | null;
  sceneAvailability: SceneAvailability;
  temperature: number | null;
  maxOutput: number | null;
  startSequence: string | null;
  stopSequence: string | null;
  /** The steps after the first, in order. */
  steps: StoryToolStepView[];
  settings: StoryToolSettingsView;
  /** ISO date. */
  updatedAt: string;
}

/** When the editor offers a tool (docs/decisions.md, Custom story tools). */
export interface StoryToolRulesView {
  /** EDIT tools work on selected text. */
  needsSelection: boolean;
  /** availability SCENE_FILLED: the chapter's outline scene has its details written. */
  needsFilledScene: boolean;
  /** availability BEAT_FILLED: the chapter's beat has a description. */
  needsFilledBeat: boolean;
  /** sceneAvailability SCENE_GENERATION: offered where a scene is generated from its outline, not in the text toolbar. */
  inSceneGeneration: boolean;
}

/** presentBookStoryTool: a tool as the editor of one book offers it. */
export interface BookStoryToolView {
  id: number;
  name: string;
  description: string | null;
  type: ToolType;
  icon: string | null;
  isGlobal: boolean;
  /** The model its steps run on for this author (their override, else the tool's). */
  model: string | null;
  withUserInstructions: boolean;
  userInstructions: string | null;
  /** Steps in all, the tool's own included: compile them 0 to stepCount − 1. */
  stepCount: number;
  availability: ToolAvailability | null;
  sceneAvailability: SceneAvailability;
  rules: StoryToolRulesView;
}

/** The query of the AI proxy call: usage is recorded under CUSTOM_STORY_TOOL, the story context is the book's. */
export interface StoryToolCallQueryView {
  tool: "CUSTOM_STORY_TOOL";
  bookId: number;
}

/** The AI proxy call that runs a compiled step, ready for the typed client (path relative to /api/v1). */
export type StoryToolAiRequestView =
  | {
      service: "OPEN_AI";
      path: "/ai/open-ai/responses";
      query: StoryToolCallQueryView;
      body: { model: string; instructions: string; input: string; max_output_tokens: number; temperature?: number; reasoning?: { effort: StoryToolStepEffort } };
    }
  | {
      service: "ANTHROPIC";
      path: "/ai/anthropic/messages";
      query: StoryToolCallQueryView;
      body: {
        model: string;
        system: string;
        messages: Array<{ role: "user" | "assistant"; content: string }>;
        max_tokens: number;
        temperature?: number;
        stop_sequences?: string[];
      };
    };

/** What running the step is likely to cost; costs in micro-cents. */
export interface StoryToolEstimateView {
  inputTokens: number;
  /** The part of the input that is the book's story context. */
  storyContextTokens: number;
  maxOutputTokens: number;
  inputCost: number;
  maxCost: number;
}

/** presentCompiledStoryToolStep: one step as a prompt, the call that runs it and its likely cost. */
export interface CompiledStoryToolStepView {
  stepIndex: number;
  stepCount: number;
  isLastStep: boolean;
  service: AiService;
  model: string;
  instructions: string;
  input: string;
  maxOutputTokens: number;
  temperature: number | null;
  effort: StoryToolStepEffort | null;
  startSequence: string | null;
  /** Where to cut the output (the Responses API has no stop sequences). */
  stopSequence: string | null;
  /** Put before the streamed output (Anthropic continues a prefilled start without repeating it). */
  outputPrefix: string;
  request: StoryToolAiRequestView;
  estimate: StoryToolEstimateView;
}
