// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { aiServices, aiTools, plotTemplateTypes } from "@storyloom/db/enums";
import { microCents } from "./ai.ts";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** What the model answers: free text, or JSON held to `schema` (OpenAI's `text.format`, or a forced tool's `input_schema`). */
export const aiToolOutputView = z.union([
  z.literal("text"),
  z.object({ format: z.literal("json_schema"), name: z.string(), schema: z.record(z.string(), z.unknown()) }),
]);
export type AiToolOutputView = z.output<typeof aiToolOutputView>;

/** The exact prompt of a run: the studio sends it to the AI proxy with `?tool=` and `?bookId=` (the proxy adds the story bible). */
export const compiledPromptView = z.object({
  tool: z.enum(aiTools),
  service: z.enum(aiServices),
  model: z.string(),
  instructions: z.string().describe("The tool's system prompt (`instructions`, or Anthropic's `system`)."),
  input: z.string().describe("The user message."),
  maxOutputTokens: count(),
  temperature: z.number().nullable().describe("Null for a model that takes none."),
  output: aiToolOutputView,
});
export type CompiledPromptView = z.output<typeof compiledPromptView>;

/** What the run would cost, shown before it starts. */
export const promptEstimateView = z.object({
  inputTokens: count(),
  outputTokens: count().describe("The most the run may write: `cost` is the most it can cost for this input."),
  cost: microCents(),
  contextIncluded: z.literal(true).describe("The story bible the proxy adds is counted."),
});

/** POST /books/{bookId}/ai-tools/{tool}/compile and POST /ai-plot-templates/{id}/compile. */
export const compiledToolView = z.object({ prompt: compiledPromptView, estimate: promptEstimateView }).meta({ id: "CompiledTool" });
export type CompiledToolView = z.output<typeof compiledToolView>;

/** An AI plot template as the author sees it: their own copy where they edited the global one, else the global one. */
export const aiPlotTemplateView = z
  .object({
    id: count().describe("The row shown: the author's copy once customised, else the global template. PATCH, restore and compile take either id."),
    globalTemplateId: count().nullable().describe("The global template this one stands for (restore brings it back); null for a copy whose original is gone."),
    type: z.enum(plotTemplateTypes),
    name: z.string(),
    instructions: z.string(),
    variables: z.array(z.string()).describe("The placeholders (`{{name}}`) the instructions may use."),
    advancedSettings: z.object({ temperature: z.number().nullable(), maxOutputTokens: count().nullable(), model: z.string().nullable() }),
    isCustomized: z.boolean().describe("The author's own copy."),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "AiPlotTemplate" });
export type AiPlotTemplateView = z.output<typeof aiPlotTemplateView>;
