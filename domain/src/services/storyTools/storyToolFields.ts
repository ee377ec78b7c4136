import type { SceneAvailability, ToolAvailability, ToolStoryType, ToolType } from "@storyloom/db/enums";

/**
 * The limits of a story tool (docs/product.md, Validation rules, names none: docs/decisions/ai.md, Custom
 * story tools). Light imports only: the API's schemas read them too.
 */
export const STORY_TOOL_LIMITS = {
  name: 60,
  description: 500,
  /** A step's prompt: long enough for a detailed style guide. */
  instructions: 20_000,
  userInstructions: 2_000,
  /** As the AI proxy takes a stop sequence. */
  sequence: 200,
  /** Steps after the tool's own: ten steps in all. */
  furtherSteps: 9,
  /** An author's own tools: the editor lists them all, so the list is bounded rather than paged. */
  ownTools: 100,
  minOutput: 16,
  maxOutput: 200_000,
} as const;

/** The largest icon accepted (docs/decisions/ai.md, Icons): icons are shown small, so a photo's full size is never needed. */
export const ICON_MAX_BYTES = 2 * 1024 * 1024;

/** The reasoning efforts the AI proxy passes on (OpenAI's `reasoning.effort`). */
export const STEP_EFFORTS = ["minimal", "low", "medium", "high"] as const;
export type StepEffort = (typeof STEP_EFFORTS)[number];

/** The model settings a step has (the tool's own first step, or a further one). */
export interface StepSettings {
  model: string | null;
  instructions: string;
  temperature: number | null;
  maxOutput: number | null;
  startSequence: string | null;
  stopSequence: string | null;
}

/** A further step as an author writes it. */
export interface StoryToolStepFields extends StepSettings {
  effort: StepEffort | null;
}

/** Everything an author writes of a tool (its icon aside). */
export interface StoryToolFields {
  name: string;
  description: string | null;
  type: ToolType;
  storyType: ToolStoryType;
  defaultModel: string;
  instructions: string;
  withUserInstructions: boolean;
  userInstructions: string | null;
  availability: ToolAvailability | null;
  sceneAvailability: SceneAvailability;
  temperature: number | null;
  maxOutput: number | null;
  startSequence: string | null;
  stopSequence: string | null;
  steps: StoryToolStepFields[];
}
