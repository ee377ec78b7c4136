import { z } from "zod";
import { aiServices, characterTypes, loreTypes } from "@storyloom/db/enums";
import { AI_MODELS } from "@storyloom/domain/services/aiBalance/aiPrices.ts";
import {
  ACT_BEATS_MAX,
  BUILT_IN_TOOLS,
  COUNT_MAX,
  INSTRUCTION_MAX,
  MODIFICATION_MAX,
  PHRASE_MAX,
  SELECTION_MAX,
  SURROUNDING_MAX,
} from "@storyloom/domain/services/aiTools/toolVariables.ts";
import type { BuiltInTool, ToolVariables } from "@storyloom/domain/services/aiTools/toolVariables.ts";
import { compiledToolView } from "../../presenters/views/aiTools.ts";
import { bodyId, pathId, REQUIRED, required, tooLong } from "../schemaParts.ts";

/**
 * The variables of each built-in AI tool (domain/src/services/aiTools/toolVariables.ts
 * types them; a schema that drifts from those types fails the typecheck).
 * The limits of docs/product.md (Validation rules) word for word: an idea generation instruction at most 2000
 * characters, an idea modification at most 750; the other tools' instructions
 * and modifications take as much (docs/decisions/ai.md, Built-in AI tools).
 */
export const AI_TOOLS_BODY_LIMIT = "1mb";

const MODELS = AI_MODELS.map((entry) => entry.model);
const ACT_MAX = 5;

const requiredText = (max: number) =>
  z
    .string({ error: required("Must be text.") })
    .trim()
    .min(1, REQUIRED)
    .max(max, tooLong(max));
const optionalText = (max: number) =>
  z
    .string({ error: "Must be text." })
    .trim()
    .max(max, tooLong(max))
    .transform((value) => (value === "" ? undefined : value))
    .optional();
/** The text around a selection: kept as sent (the tools cut it to the nearest part). */
const surrounding = z.string({ error: "Must be text." }).max(SURROUNDING_MAX, tooLong(SURROUNDING_MAX)).optional();
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: required("Must be a whole number.") })
    .int("Must be a whole number.")
    .min(min, `Must be at least ${min}.`)
    .max(max, `Must be at most ${max}.`);
const count = (fallback: number, max = COUNT_MAX) => wholeNumber(1, max).optional().default(fallback);

const selection = { selection: requiredText(SELECTION_MAX), before: surrounding, after: surrounding };
const phrase = { selection: requiredText(PHRASE_MAX), before: surrounding, after: surrounding };
const cursor = { selection: optionalText(SELECTION_MAX), before: surrounding, after: surrounding };
const instruction = requiredText(INSTRUCTION_MAX);
const optionalInstruction = optionalText(INSTRUCTION_MAX);
const modification = requiredText(MODIFICATION_MAX);

const plotIdeaVariables = z.discriminatedUnion(
  "mode",
  [
    z.strictObject({ mode: z.literal("multiple"), count: count(5), instruction: optionalInstruction }),
    z.strictObject({ mode: z.literal("single"), instruction: optionalInstruction }),
    z.strictObject({ mode: z.literal("modify"), ideaId: bodyId, instruction: modification }),
  ],
  // The issue is about the whole object: "required" when it has no mode at all.
  {
    error: (issue) =>
      typeof issue.input === "object" && issue.input !== null && Reflect.get(issue.input, "mode") === undefined
        ? REQUIRED
        : "Must be one of: multiple, single, modify.",
  },
);

/** Each tool's variables; unknown fields are refused by name. */
export const toolVariableSchemas = {
  SHORTEN: z.strictObject(selection),
  LENGTHEN: z.strictObject(selection),
  STYLE: z.strictObject({ ...selection, instruction }),
  HEIGHTEN: z.strictObject(selection),
  ALTERNATIVE: z.strictObject({ ...selection, count: count(3, 5) }),
  THESAURUS: z.strictObject({ ...phrase, count: count(8) }),
  DICTIONARY: z.strictObject(phrase),
  FREE_FORM: z.strictObject({ ...cursor, instruction }),
  CREATE_SCENE: z.strictObject({ sceneId: bodyId, before: surrounding, instruction: optionalInstruction }),
  PLOT_AHEAD: z.strictObject({
    before: z.string({ error: required("Must be text.") }).max(SURROUNDING_MAX, tooLong(SURROUNDING_MAX)),
    chapterId: bodyId.optional(),
    count: count(3, 5),
    instruction: optionalInstruction,
  }),
  ADD_CHARACTER: z.strictObject({ ...cursor, characterId: bodyId, instruction: optionalInstruction }),
  PLOT_IDEA: plotIdeaVariables,
  PLOT_ACT: z.strictObject({ act: wholeNumber(1, ACT_MAX), count: count(5, ACT_BEATS_MAX), instruction: optionalInstruction }),
  GENERATE_SCENE: z.strictObject({ chapterId: bodyId.optional(), beatId: bodyId.optional(), count: count(3), instruction: optionalInstruction }),
  MODIFY_SCENE: z.strictObject({ sceneId: bodyId, instruction: modification }),
  GENERATE_BEAT: z.strictObject({ act: wholeNumber(1, ACT_MAX).optional(), count: count(3, ACT_BEATS_MAX), instruction: optionalInstruction }),
  MODIFY_BEAT: z.strictObject({ beatId: bodyId, instruction: modification }),
  GENERATE_CHARACTER: z.strictObject({
    type: z.enum(characterTypes, { error: `Must be one of: ${characterTypes.join(", ")}.` }).optional(),
    count: count(3),
    instruction: optionalInstruction,
  }),
  MODIFY_CHARACTER: z.strictObject({ characterId: bodyId, instruction: modification }),
  GENERATE_LORE: z.strictObject({
    type: z.enum(loreTypes, { error: `Must be one of: ${loreTypes.join(", ")}.` }).optional(),
    count: count(3),
    instruction: optionalInstruction,
  }),
  MODIFY_LORE: z.strictObject({ loreId: bodyId, instruction: modification }),
  GENERATE_IDEA: z.strictObject({ count: count(5), instruction: optionalInstruction }),
  MODIFY_IDEA: z.strictObject({ ideaId: bodyId, instruction: modification }),
} satisfies { [T in BuiltInTool]: z.ZodType<ToolVariables[T]> };

/** Which provider and model to compile for; left out, the author's preferences (or their template's model) decide. */
export const modelChoice = {
  service: z.enum(aiServices, { error: `Must be one of: ${aiServices.join(", ")}.` }).optional(),
  model: z
    .string({ error: `Must be one of: ${MODELS.join(", ")}.` })
    .refine((model) => MODELS.includes(model), `Must be one of: ${MODELS.join(", ")}.`)
    .optional(),
};

/** A variable as the route reads it: each tool's own schema (above) checks it. */
const variable = z.unknown().optional();

export const toolParams = z.strictObject({
  bookId: pathId,
  tool: z.enum(BUILT_IN_TOOLS, { error: `Must be one of: ${BUILT_IN_TOOLS.join(", ")}.` }),
});

/** POST /books/{bookId}/ai-tools/{tool}/compile: the tool's variables, and optionally the provider and model. */
export const compileToolBody = z.strictObject({
  selection: variable,
  before: variable,
  after: variable,
  instruction: variable,
  count: variable,
  mode: variable,
  act: variable,
  type: variable,
  sceneId: variable,
  chapterId: variable,
  beatId: variable,
  characterId: variable,
  loreId: variable,
  ideaId: variable,
  ...modelChoice,
});

export type { BuiltInTool };
export type ToolVariablesBody<T extends BuiltInTool> = z.input<(typeof toolVariableSchemas)[T]>;

// Answers (presenters/views/aiTools.ts holds the shapes).

export { compiledToolView as compiledToolAnswer };
