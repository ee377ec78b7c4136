import type { StoryTool, StoryToolStep } from "@storyloom/db/models";
import type { CompiledStoryToolStep } from "@storyloom/domain/services/storyTools/compileStoryToolStep.ts";
import type { StoryToolStepEstimate } from "@storyloom/domain/services/storyTools/estimateStoryToolStep.ts";
import { STEP_EFFORTS } from "@storyloom/domain/services/storyTools/storyToolFields.ts";
import type {
  BookStoryToolView,
  CompiledStoryToolStepView,
  StoryToolSettingsView,
  StoryToolStepEffort,
  StoryToolStepView,
  StoryToolView,
} from "./views/storyTools.ts";

export type { BookStoryToolView, CompiledStoryToolStepView, StoryToolView };

/** Effort is free text in the table (docs/decisions/data-model.md, StoryTool): anything but a known effort is shown as none. */
function effortOf(value: string | null): StoryToolStepEffort | null {
  return (STEP_EFFORTS as readonly string[]).includes(value ?? "") ? (value as StoryToolStepEffort) : null;
}

function presentStep(step: StoryToolStep): StoryToolStepView {
  return {
    model: step.model,
    instructions: step.instructions ?? "",
    temperature: step.temperature,
    maxOutput: step.maxOutput,
    startSequence: step.startSequence,
    stopSequence: step.stopSequence,
    effort: effortOf(step.effort),
  };
}

/** The author's settings loaded with the tool (listStoryTools), or the defaults. */
function settingsOf(tool: StoryTool): StoryToolSettingsView {
  const settings = tool.authorSettings?.[0];
  return { isHidden: settings?.isHidden ?? false, orderIndex: settings?.orderIndex ?? null, model: settings?.model ?? null };
}

/** A tool with its steps loaded (and the asking author's settings, when loaded). */
export function presentStoryTool(tool: StoryTool): StoryToolView {
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    type: tool.type,
    storyType: tool.storyType,
    defaultModel: tool.defaultModel,
    instructions: tool.instructions ?? "",
    icon: tool.icon,
    isGlobal: tool.isGlobal,
    withUserInstructions: tool.withUserInstructions,
    userInstructions: tool.userInstructions,
    availability: tool.availability,
    sceneAvailability: tool.sceneAvailability,
    temperature: tool.temperature,
    maxOutput: tool.maxOutput,
    startSequence: tool.startSequence,
    stopSequence: tool.stopSequence,
    steps: (tool.steps ?? []).map(presentStep),
    settings: settingsOf(tool),
    updatedAt: tool.updatedAt.toISOString(),
  };
}

/** A tool as one book's editor offers it: what to show, when to enable it, and how many steps to run. */
export function presentBookStoryTool(tool: StoryTool): BookStoryToolView {
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    type: tool.type,
    icon: tool.icon,
    isGlobal: tool.isGlobal,
    model: settingsOf(tool).model ?? tool.defaultModel,
    withUserInstructions: tool.withUserInstructions,
    userInstructions: tool.userInstructions,
    stepCount: 1 + (tool.steps ?? []).length,
    availability: tool.availability,
    sceneAvailability: tool.sceneAvailability,
    rules: {
      needsSelection: tool.type === "EDIT",
      needsFilledScene: tool.availability === "SCENE_FILLED",
      needsFilledBeat: tool.availability === "BEAT_FILLED",
      inSceneGeneration: tool.sceneAvailability === "SCENE_GENERATION",
    },
  };
}

export function presentCompiledStoryToolStep(compiled: CompiledStoryToolStep, estimate: StoryToolStepEstimate): CompiledStoryToolStepView {
  return {
    stepIndex: compiled.stepIndex,
    stepCount: compiled.stepCount,
    isLastStep: compiled.isLastStep,
    service: compiled.service,
    model: compiled.model,
    instructions: compiled.instructions,
    input: compiled.input,
    maxOutputTokens: compiled.maxOutputTokens,
    temperature: compiled.temperature,
    effort: compiled.effort,
    startSequence: compiled.startSequence,
    stopSequence: compiled.stopSequence,
    outputPrefix: compiled.outputPrefix,
    request: compiled.request,
    estimate: {
      inputTokens: estimate.inputTokens,
      storyContextTokens: estimate.storyContextTokens,
      maxOutputTokens: estimate.maxOutputTokens,
      inputCost: estimate.inputCost,
      maxCost: estimate.maxCost,
    },
  };
}
