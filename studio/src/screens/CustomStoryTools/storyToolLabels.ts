import type { AiModelView, SceneAvailability, StoryToolStepEffort, StoryToolView, ToolAvailability, ToolStoryType, ToolType } from "@storyloom/api/client";

/** The choices of each select and radio group, in the order the form offers them. */
export const toolTypeOptions: readonly ToolType[] = ["EDIT", "DRAFT"];
export const storyTypeOptions: readonly ToolStoryType[] = ["ALL", "STORY", "SCRIPT"];
export const availabilityOptions: ReadonlyArray<ToolAvailability | ""> = ["", "SCENE_FILLED", "BEAT_FILLED"];
export const sceneAvailabilityOptions: readonly SceneAvailability[] = ["DEFAULT", "SCENE_GENERATION"];
export const effortOptions: ReadonlyArray<StoryToolStepEffort | ""> = ["", "minimal", "low", "medium", "high"];

export const toolTypeLabel: Record<ToolType, string> = {
  EDIT: "Edits selected text",
  DRAFT: "Drafts new text",
};

export const storyTypeLabel: Record<ToolStoryType, string> = {
  ALL: "Stories and screenplays",
  STORY: "Stories",
  SCRIPT: "Screenplays",
};

export const availabilityLabel: Record<ToolAvailability | "", string> = {
  "": "Always",
  SCENE_FILLED: "When the chapter's scene details are filled in",
  BEAT_FILLED: "When the chapter's beat has a description",
};

export const sceneAvailabilityLabel: Record<SceneAvailability, string> = {
  DEFAULT: "In the editor's tools",
  SCENE_GENERATION: "When a scene is generated from its outline",
};

export const effortLabel: Record<StoryToolStepEffort | "", string> = {
  "": "Model's default",
  minimal: "Minimal",
  low: "Low",
  medium: "Medium",
  high: "High",
};

/** The placeholders a step's instructions may use, as the form explains them. */
export const placeholderHelp: ReadonlyArray<{ placeholder: string; meaning: string }> = [
  { placeholder: "{{selection}}", meaning: "the selected text" },
  { placeholder: "{{before}}", meaning: "the text before the cursor" },
  { placeholder: "{{after}}", meaning: "the text after the cursor" },
  { placeholder: "{{userInstructions}}", meaning: "what you type when the tool asks (turn on “Ask for the author's instructions”)" },
  { placeholder: "{{previous}}", meaning: "the previous step's output (steps 2 and later)" },
];

/** "GPT-4.1 mini ($0.40 in, $1.60 out per million tokens)". */
export function modelLabel(model: AiModelView): string {
  const dollars = (value: number) => `$${value.toFixed(2)}`;
  return `${model.label} (${dollars(model.inputPerMillion)} in, ${dollars(model.outputPerMillion)} out per million tokens)`;
}

/** A model's name for people, from the priced list; the raw name when the list does not have it. */
export function modelName(models: readonly AiModelView[], model: string | null): string {
  if (model === null || model === "") return "the tool's model";
  return models.find((entry) => entry.model === model)?.label ?? model;
}

/** "2 steps" under a tool's name. */
export function stepCountLabel(tool: Pick<StoryToolView, "steps">): string {
  const count = tool.steps.length + 1;
  return count === 1 ? "1 step" : `${count} steps`;
}
