import type {
  SceneAvailability,
  StoryToolFormFields,
  StoryToolStepEffort,
  StoryToolStepInput,
  StoryToolView,
  ToolAvailability,
  ToolStoryType,
  ToolType,
} from "@storyloom/api/client";

/**
 * A tool as its form holds it: text for every input (numbers included, so a
 * field being typed in is never rewritten), "" for none. `inputOf` turns it
 * into what the API takes, with the API's own messages for what it would
 * refuse anyway.
 */
export interface StepDraft {
  /** Keeps each step's inputs attached to it when steps move. */
  key: number;
  model: string;
  instructions: string;
  temperature: string;
  maxOutput: string;
  startSequence: string;
  stopSequence: string;
  effort: StoryToolStepEffort | "";
}

export interface ToolDraft {
  name: string;
  description: string;
  type: ToolType;
  storyType: ToolStoryType;
  defaultModel: string;
  instructions: string;
  withUserInstructions: boolean;
  userInstructions: string;
  availability: ToolAvailability | "";
  sceneAvailability: SceneAvailability;
  temperature: string;
  maxOutput: string;
  startSequence: string;
  stopSequence: string;
  steps: StepDraft[];
}

/** The API's limits (docs/decisions/ai.md, Custom story tools), so the form stops where the API would. */
export const TOOL_LIMITS = {
  name: 60,
  description: 500,
  instructions: 20_000,
  userInstructions: 2_000,
  sequence: 200,
  furtherSteps: 9,
  iconBytes: 2 * 1024 * 1024,
} as const;

export const REQUIRED = "This field is required.";
export const TEMPERATURE_MESSAGE = "Must be a number from 0 to 2.";
export const MAX_OUTPUT_MESSAGE = "Must be a whole number from 16 to 200000.";
export const ICON_WRONG_FORMAT = "Icons must be PNG, JPEG or WebP images (SVG is not accepted).";
export const ICON_TOO_BIG = "Icons can be at most 2 MB.";
const ICON_TYPES = ["image/png", "image/jpeg", "image/webp"];

let lastStepKey = 0;
/** A key no other step of this page has. */
export function newStepKey(): number {
  lastStepKey += 1;
  return lastStepKey;
}

export function emptyStep(): StepDraft {
  return { key: newStepKey(), model: "", instructions: "", temperature: "", maxOutput: "", startSequence: "", stopSequence: "", effort: "" };
}

/** A new tool's form: an EDIT tool for both kinds of book on `defaultModel`, one step. */
export function emptyDraft(defaultModel: string): ToolDraft {
  return {
    name: "",
    description: "",
    type: "EDIT",
    storyType: "ALL",
    defaultModel,
    instructions: "",
    withUserInstructions: false,
    userInstructions: "",
    availability: "",
    sceneAvailability: "DEFAULT",
    temperature: "",
    maxOutput: "",
    startSequence: "",
    stopSequence: "",
    steps: [],
  };
}

const text = (value: string | null) => value ?? "";
const number = (value: number | null) => (value === null ? "" : String(value));

/** A saved tool in its form (a global one too: its read-only view shows the same fields). */
export function draftOf(tool: StoryToolView): ToolDraft {
  return {
    name: tool.name,
    description: text(tool.description),
    type: tool.type,
    storyType: tool.storyType,
    defaultModel: text(tool.defaultModel),
    instructions: tool.instructions,
    withUserInstructions: tool.withUserInstructions,
    userInstructions: text(tool.userInstructions),
    availability: tool.availability ?? "",
    sceneAvailability: tool.sceneAvailability,
    temperature: number(tool.temperature),
    maxOutput: number(tool.maxOutput),
    startSequence: text(tool.startSequence),
    stopSequence: text(tool.stopSequence),
    steps: tool.steps.map((step) => ({
      key: newStepKey(),
      model: text(step.model),
      instructions: step.instructions,
      temperature: number(step.temperature),
      maxOutput: number(step.maxOutput),
      startSequence: text(step.startSequence),
      stopSequence: text(step.stopSequence),
      effort: step.effort ?? "",
    })),
  };
}

type Parsed<T> = { value: T } | { error: string };

function temperatureOf(raw: string): Parsed<number | null> {
  const trimmed = raw.trim();
  if (trimmed === "") return { value: null };
  const value = Number(trimmed);
  return /^\d{1,3}(\.\d{1,6})?$/.test(trimmed) && value <= 2 ? { value } : { error: TEMPERATURE_MESSAGE };
}

function maxOutputOf(raw: string): Parsed<number | null> {
  const trimmed = raw.trim();
  if (trimmed === "") return { value: null };
  const value = Number(trimmed);
  return /^\d{1,9}$/.test(trimmed) && value >= 16 && value <= 200_000 ? { value } : { error: MAX_OUTPUT_MESSAGE };
}

const orNull = (value: string) => (value.trim() === "" ? null : value);

/**
 * What the form sends (every field: an edit then saves the whole form), or
 * the problems found before sending, by the API's field names
 * (`steps.N.temperature` for a further step's).
 */
export function inputOf(draft: ToolDraft): { input: StoryToolFormFields } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const read = <T>(field: string, parsed: Parsed<T>, fallback: T): T => {
    if ("error" in parsed) {
      errors[field] = parsed.error;
      return fallback;
    }
    return parsed.value;
  };
  if (draft.name.trim() === "") errors.name = REQUIRED;
  if (draft.instructions.trim() === "") errors.instructions = REQUIRED;
  if (draft.defaultModel === "") errors.defaultModel = REQUIRED;
  const temperature = read("temperature", temperatureOf(draft.temperature), null);
  const maxOutput = read("maxOutput", maxOutputOf(draft.maxOutput), null);
  const steps: StoryToolStepInput[] = draft.steps.map((step, index) => {
    if (step.instructions.trim() === "") errors[`steps.${index}.instructions`] = REQUIRED;
    return {
      model: orNull(step.model),
      instructions: step.instructions,
      temperature: read(`steps.${index}.temperature`, temperatureOf(step.temperature), null),
      maxOutput: read(`steps.${index}.maxOutput`, maxOutputOf(step.maxOutput), null),
      // Sequences are sent as typed: a blank line is a sequence.
      startSequence: step.startSequence === "" ? null : step.startSequence,
      stopSequence: step.stopSequence === "" ? null : step.stopSequence,
      effort: step.effort === "" ? null : step.effort,
    };
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      name: draft.name,
      description: orNull(draft.description),
      type: draft.type,
      storyType: draft.storyType,
      defaultModel: draft.defaultModel,
      instructions: draft.instructions,
      withUserInstructions: draft.withUserInstructions,
      userInstructions: orNull(draft.userInstructions),
      availability: draft.availability === "" ? null : draft.availability,
      sceneAvailability: draft.sceneAvailability,
      temperature,
      maxOutput,
      startSequence: draft.startSequence === "" ? null : draft.startSequence,
      stopSequence: draft.stopSequence === "" ? null : draft.stopSequence,
      steps,
    },
  };
}

/** The steps with the one at `index` moved by `offset` (−1 up, +1 down); the same list when it cannot move. */
export function moveStep(steps: readonly StepDraft[], index: number, offset: number): StepDraft[] {
  const target = index + offset;
  if (index < 0 || index >= steps.length || target < 0 || target >= steps.length) return [...steps];
  const moved = [...steps];
  const [step] = moved.splice(index, 1);
  moved.splice(target, 0, step!);
  return moved;
}

export function removeStep(steps: readonly StepDraft[], index: number): StepDraft[] {
  return steps.filter((_, at) => at !== index);
}

/** Why a chosen icon will be refused (checked before sending, with the API's words), or null. */
export function iconProblem(file: { type: string; size: number }): string | null {
  if (!ICON_TYPES.includes(file.type)) return ICON_WRONG_FORMAT;
  if (file.size > TOOL_LIMITS.iconBytes) return ICON_TOO_BIG;
  return null;
}

/** The 1-based number people read: the tool's own step is step 1, further step 0 is step 2. */
export function furtherStepNumber(index: number): number {
  return index + 2;
}

/** `value` when it is one of `options` (a select's value), else `fallback`. */
export function oneOf<T extends string>(options: readonly T[], value: string, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}
