// Imports only db enums: see README.md.
import type { AiService, AiTool, PlotTemplateType } from "@storyloom/db/enums";
import type { MicroCents } from "./ai.ts";

/** What the model answers: free text, or JSON held to `schema` (OpenAI's `text.format`, or a forced tool's `input_schema`). */
export type AiToolOutputView = "text" | { format: "json_schema"; name: string; schema: Record<string, unknown> };

/** The exact prompt of a run: the studio sends it to the AI proxy with `?tool=` and `?bookId=` (the proxy adds the story bible). */
export interface CompiledPromptView {
  tool: AiTool;
  service: AiService;
  model: string;
  /** The tool's system prompt (`instructions`, or Anthropic's `system`). */
  instructions: string;
  /** The user message. */
  input: string;
  maxOutputTokens: number;
  /** Null for a model that takes none. */
  temperature: number | null;
  output: AiToolOutputView;
}

/** What the run would cost, shown before it starts. */
export interface PromptEstimateView {
  inputTokens: number;
  /** The most the run may write: `cost` is the most it can cost for this input. */
  outputTokens: number;
  cost: MicroCents;
  /** The story bible the proxy adds is counted. */
  contextIncluded: true;
}

/** POST /books/{bookId}/ai-tools/{tool}/compile and POST /ai-plot-templates/{id}/compile. */
export interface CompiledToolView {
  prompt: CompiledPromptView;
  estimate: PromptEstimateView;
}

/** An AI plot template as the author sees it: their own copy where they edited the global one, else the global one. */
export interface AiPlotTemplateView {
  /** The row shown: the author's copy once customised, else the global template. PATCH, restore and compile take either id. */
  id: number;
  /** The global template this one stands for (restore brings it back); null for a copy whose original is gone. */
  globalTemplateId: number | null;
  type: PlotTemplateType;
  name: string;
  instructions: string;
  /** The placeholders (`{{name}}`) the instructions may use. */
  variables: string[];
  advancedSettings: { temperature: number | null; maxOutputTokens: number | null; model: string | null };
  /** The author's own copy. */
  isCustomized: boolean;
  /** ISO date. */
  updatedAt: string;
}
