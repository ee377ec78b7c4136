import { z } from "zod";
import { sceneAvailabilities, toolAvailabilities, toolStoryTypes, toolTypes } from "@storyloom/db/enums";
import { ICON_MAX_BYTES, STEP_EFFORTS, STORY_TOOL_LIMITS } from "@storyloom/domain/services/storyTools/storyToolFields.ts";
import { STORY_TOOL_MODELS } from "@storyloom/domain/services/storyTools/storyToolModels.ts";
import { bookStoryToolView, compiledStoryToolStepView, storyToolView } from "../../presenters/views/storyTools.ts";
import { REQUIRED, pathId, required, tooLong, wholeNumber } from "../schemaParts.ts";

/**
 * POST and PATCH /story-tools are multipart/form-data (docs/product.md, API calls: Story tools, form bodies):
 * every field arrives as text, so booleans are "true"/"false", numbers are
 * written in decimal, an empty field is "none" (null), `steps` is a JSON list
 * and `icon` a file. Limits: docs/decisions/ai.md (Custom story tools).
 */
const L = STORY_TOOL_LIMITS;

/** The icon and every text field with room to spare: instructions of ten steps can reach a megabyte in UTF-8. */
export const STORY_TOOL_BODY_LIMIT = String(ICON_MAX_BYTES + 2 * 1024 * 1024);
/** The texts of one run (a chapter around the cursor and a step's output). */
export const COMPILE_BODY_LIMIT = "2mb";
const RUN_TEXT_MAX = 100_000;
const PREVIOUS_MAX = 200_000;

const oneOf = (values: readonly string[]) => `Must be one of: ${values.join(", ")}.`;
const TEMPERATURE = "Must be a number from 0 to 2.";
const MAX_OUTPUT = `Must be a whole number from ${L.minOutput} to ${L.maxOutput}.`;
const MODEL = oneOf(STORY_TOOL_MODELS);

// ---- Form fields (text) ----

const requiredText = (max: number) =>
  z
    .string({ error: required("Must be text.") })
    .trim()
    .min(1, REQUIRED)
    .max(max, tooLong(max));

/** Text that may be left empty: stored as null. */
const optionalText = (max: number) =>
  z
    .string({ error: "Must be text." })
    .trim()
    .max(max, tooLong(max))
    .transform((value) => (value === "" ? null : value));

/** A start or stop sequence: kept exactly as typed (a blank line is a sequence), empty is none. */
const formSequence = z
  .string({ error: "Must be text." })
  .max(L.sequence, tooLong(L.sequence))
  .transform((value) => (value === "" ? null : value));

const formBoolean = z.enum(["true", "false"], { error: "Must be true or false." }).transform((value) => value === "true");

const formEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: required(oneOf(values)) });

/** One of the enum's values, or empty for none. */
const optionalFormEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal(""), z.enum(values)], { error: oneOf(values) }).transform((value) => (value === "" ? null : value));

const formModel = z.string({ error: required(MODEL) }).refine((model) => STORY_TOOL_MODELS.includes(model), MODEL);

const formTemperature = z
  .string({ error: TEMPERATURE })
  .regex(/^$|^\d{1,3}(\.\d{1,6})?$/, TEMPERATURE)
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || value <= 2, TEMPERATURE);

const formMaxOutput = z
  .string({ error: MAX_OUTPUT })
  .regex(/^$|^\d{1,9}$/, MAX_OUTPUT)
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || (value >= L.minOutput && value <= L.maxOutput), MAX_OUTPUT);

// ---- Steps (a JSON list in the form field `steps`) ----

const STEPS = `Must be a JSON list of steps, such as [{"instructions": "Polish {{previous}}"}].`;

const jsonSequence = z
  .string({ error: "Must be text." })
  .max(L.sequence, tooLong(L.sequence))
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional()
  .default(null);

export const storyToolStep = z.strictObject({
  model: z
    .string({ error: MODEL })
    .refine((model) => STORY_TOOL_MODELS.includes(model), MODEL)
    .nullable()
    .optional()
    .default(null),
  instructions: requiredText(L.instructions),
  temperature: z.number({ error: TEMPERATURE }).min(0, TEMPERATURE).max(2, TEMPERATURE).nullable().optional().default(null),
  maxOutput: z.number({ error: MAX_OUTPUT }).int(MAX_OUTPUT).min(L.minOutput, MAX_OUTPUT).max(L.maxOutput, MAX_OUTPUT).nullable().optional().default(null),
  startSequence: jsonSequence,
  stopSequence: jsonSequence,
  effort: z
    .enum(STEP_EFFORTS, { error: oneOf(STEP_EFFORTS) })
    .nullable()
    .optional()
    .default(null),
});

const formSteps = z
  .string({ error: STEPS })
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: STEPS });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(storyToolStep, { error: STEPS }).max(L.furtherSteps, `A tool can have at most ${L.furtherSteps + 1} steps: its own and ${L.furtherSteps} more.`),
  );

// ---- The icon (a file) ----

const ICON = "Choose a PNG, JPEG or WebP image for the icon.";

/** A file input left empty arrives as a nameless empty file: that is no icon. */
const iconFile = z.preprocess(
  (value) => (value instanceof File && value.size === 0 && value.name === "" ? undefined : value),
  z.instanceof(File, { error: ICON }).optional(),
);

// ---- Bodies, queries, params ----

const toolFields = {
  name: requiredText(L.name),
  description: optionalText(L.description),
  type: formEnum(toolTypes),
  storyType: formEnum(toolStoryTypes),
  defaultModel: formModel,
  instructions: requiredText(L.instructions),
  withUserInstructions: formBoolean,
  userInstructions: optionalText(L.userInstructions),
  availability: optionalFormEnum(toolAvailabilities),
  sceneAvailability: formEnum(sceneAvailabilities),
  temperature: formTemperature,
  maxOutput: formMaxOutput,
  startSequence: formSequence,
  stopSequence: formSequence,
  steps: formSteps,
};

/** POST /story-tools: name, type, defaultModel and instructions are required; the rest have defaults. */
export const createStoryToolBody = z.strictObject({
  name: toolFields.name,
  description: toolFields.description.optional().default(null),
  type: toolFields.type,
  storyType: toolFields.storyType.optional().default("ALL"),
  defaultModel: toolFields.defaultModel,
  instructions: toolFields.instructions,
  withUserInstructions: toolFields.withUserInstructions.optional().default(false),
  userInstructions: toolFields.userInstructions.optional().default(null),
  availability: toolFields.availability.optional().default(null),
  sceneAvailability: toolFields.sceneAvailability.optional().default("DEFAULT"),
  temperature: toolFields.temperature.optional().default(null),
  maxOutput: toolFields.maxOutput.optional().default(null),
  startSequence: toolFields.startSequence.optional().default(null),
  stopSequence: toolFields.stopSequence.optional().default(null),
  steps: toolFields.steps.optional().default([]),
  icon: iconFile,
});

const editableFields = Object.keys(toolFields).join(", ");

/** PATCH /story-tools/{id}: the fields sent change; `steps` replaces every further step; `icon` replaces the icon, `removeIcon=true` removes it. */
export const updateStoryToolBody = z
  .strictObject({
    name: toolFields.name.optional(),
    description: toolFields.description.optional(),
    type: toolFields.type.optional(),
    storyType: toolFields.storyType.optional(),
    defaultModel: toolFields.defaultModel.optional(),
    instructions: toolFields.instructions.optional(),
    withUserInstructions: toolFields.withUserInstructions.optional(),
    userInstructions: toolFields.userInstructions.optional(),
    availability: toolFields.availability.optional(),
    sceneAvailability: toolFields.sceneAvailability.optional(),
    temperature: toolFields.temperature.optional(),
    maxOutput: toolFields.maxOutput.optional(),
    startSequence: toolFields.startSequence.optional(),
    stopSequence: toolFields.stopSequence.optional(),
    steps: toolFields.steps.optional(),
    icon: iconFile,
    removeIcon: formBoolean.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: `Send at least one of ${editableFields}, icon, removeIcon.` })
  .refine((body) => !(body.icon && body.removeIcon), { error: "Send either a new icon or removeIcon=true, not both.", path: ["removeIcon"] });

const typeQuery = z.enum(toolTypes, { error: oneOf(toolTypes) }).optional();

/** GET /story-tools: filters (every tool an author has fits on one list: docs/decisions/ai.md, No paging). */
export const listStoryToolsQuery = z.strictObject({
  type: typeQuery,
  storyType: z.enum(toolStoryTypes, { error: oneOf(toolStoryTypes) }).optional(),
});

/** GET /books/{bookId}/story-tools. */
export const bookStoryToolsQuery = z.strictObject({ type: typeQuery });

export const storyToolParams = z.strictObject({ id: pathId });
export const bookParams = z.strictObject({ bookId: pathId });

export const compileParams = z.strictObject({
  bookId: pathId,
  id: pathId,
  /** 0-based: 0 is the tool's own step. */
  index: wholeNumber(),
});

/** PATCH /story-tools/{id}/settings (JSON): the author's own settings for a tool. */
export const storyToolSettingsBody = z
  .strictObject({
    isHidden: z.boolean({ error: "Must be true or false." }).optional(),
    orderIndex: z
      .number({ error: "Must be a whole number from 0 to 1000, or null." })
      .int("Must be a whole number from 0 to 1000, or null.")
      .min(0, "Must be a whole number from 0 to 1000, or null.")
      .max(1000, "Must be a whole number from 0 to 1000, or null.")
      .nullable()
      .optional(),
    model: z
      .string({ error: MODEL })
      .refine((model) => STORY_TOOL_MODELS.includes(model), MODEL)
      .nullable()
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: "Send at least one of isHidden, orderIndex, model." });

const runText = (max: number) => z.string({ error: "Must be text." }).max(max, tooLong(max)).optional();

/** POST …/steps/{index}/compile (JSON): the texts of the run. */
export const compileStoryToolBody = z.strictObject({
  selection: runText(RUN_TEXT_MAX),
  before: runText(RUN_TEXT_MAX),
  after: runText(RUN_TEXT_MAX),
  userInstructions: runText(L.userInstructions),
  previous: runText(PREVIOUS_MAX),
});

// Answers (presenters/views/storyTools.ts holds the shapes).

export const storyToolListAnswer = z.object({ storyTools: z.array(storyToolView) });
export const storyToolAnswer = z.object({ storyTool: storyToolView });
export const bookStoryToolListAnswer = z.object({ storyTools: z.array(bookStoryToolView) });
export const compiledStoryToolStepAnswer = z.object({ compiled: compiledStoryToolStepView });
