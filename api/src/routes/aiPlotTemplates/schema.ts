import { z } from "zod";
import { AI_MODELS } from "@storyloom/domain/services/aiBalance/aiPrices.ts";
import { PLOT_TEMPLATE_PLACEHOLDERS, isPlotTemplatePlaceholder } from "@storyloom/domain/services/aiPlotTemplates/placeholders.ts";
import { aiPlotTemplateView, compiledToolView } from "../../presenters/views/aiTools.ts";
import { bodyId, pathId, REQUIRED, required, tooLong } from "../schemaParts.ts";
import { modelChoice } from "../aiTools/schema.ts";

/** docs/product.md (Validation rules) names no template limits: these are docs/decisions/ai.md's (Built-in AI tools). */
export const PLOT_TEMPLATE_NAME_MAX = 100;
export const PLOT_TEMPLATE_INSTRUCTIONS_MAX = 10_000;

const MODELS = AI_MODELS.map((entry) => entry.model);
const PLACEHOLDERS = PLOT_TEMPLATE_PLACEHOLDERS.join(", ");

export const templateParams = z.strictObject({ id: pathId });

const variableName = z
  .string({ error: "Must be text." })
  .refine(isPlotTemplatePlaceholder, { error: (issue) => `Unknown variable: ${String(issue.input)}. Use one of: ${PLACEHOLDERS}.` });

const advancedSettings = z.strictObject({
  temperature: z.number({ error: "Must be a number." }).min(0, "Must be between 0 and 2.").max(2, "Must be between 0 and 2.").nullable().optional(),
  maxOutputTokens: z
    .number({ error: "Must be a whole number." })
    .int("Must be a whole number.")
    .min(16, "Must be at least 16.")
    .max(200_000, "Must be at most 200000.")
    .nullable()
    .optional(),
  model: z
    .string({ error: `Must be one of: ${MODELS.join(", ")}.` })
    .refine((model) => MODELS.includes(model), `Must be one of: ${MODELS.join(", ")}.`)
    .nullable()
    .optional(),
});

/** The fields sent; instructions may use only the placeholders among `variables` (checked with what is saved: updateAiPlotTemplate.ts). */
export const updateAiPlotTemplateBody = z
  .strictObject({
    name: z
      .string({ error: required("Must be text.") })
      .trim()
      .min(1, REQUIRED)
      .max(PLOT_TEMPLATE_NAME_MAX, tooLong(PLOT_TEMPLATE_NAME_MAX))
      .optional(),
    instructions: z
      .string({ error: required("Must be text.") })
      .trim()
      .min(1, REQUIRED)
      .max(PLOT_TEMPLATE_INSTRUCTIONS_MAX, tooLong(PLOT_TEMPLATE_INSTRUCTIONS_MAX))
      .optional(),
    variables: z
      .array(variableName, { error: "Must be a list of placeholder names." })
      .max(PLOT_TEMPLATE_PLACEHOLDERS.length, `At most ${PLOT_TEMPLATE_PLACEHOLDERS.length} variables.`)
      .transform((names) => [...new Set(names)])
      .optional(),
    advancedSettings: advancedSettings.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: "Send at least one of name, instructions, variables, advancedSettings.",
  });

/** The book to compile for, the GENERATE_ tool's variables (count, instruction…), optionally the provider and model. */
export const compileAiPlotTemplateBody = z.strictObject({
  bookId: bodyId,
  variables: z.record(z.string(), z.unknown(), { error: "Must be a JSON object." }).optional(),
  ...modelChoice,
});

// Answers (presenters/views/aiTools.ts holds the shapes).

/** The five templates, each the author's copy where they edited it. */
export const aiPlotTemplateListAnswer = z.object({ aiPlotTemplates: z.array(aiPlotTemplateView) });
export const aiPlotTemplateAnswer = z.object({ aiPlotTemplate: aiPlotTemplateView });
export { compiledToolView as compiledAiPlotTemplateAnswer };
