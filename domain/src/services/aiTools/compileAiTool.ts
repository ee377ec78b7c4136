import type { AiService, AiTool, Knex } from "@storyloom/db";
import { loadStoryContext } from "../ai/storyContext.ts";
import { costOf } from "../aiBalance/aiPrices.ts";
import type { AiModelPrice } from "../aiBalance/aiPrices.ts";
import { estimateInputTokens } from "../aiBalance/tokenBounds.ts";
import { findAiPreferences } from "../aiPreferences/aiPreferences.ts";
import { resolvePlotTemplate } from "../aiPlotTemplates/findAiPlotTemplate.ts";
import { builtInTools, templateTypeOf } from "./builtInTools.ts";
import { loadToolContext } from "./loadToolContext.ts";
import { chooseRunSettings } from "./runSettings.ts";
import type { ModelChoice } from "./runSettings.ts";
import type { PlotTemplateFacts, ToolOutput } from "./toolContext.ts";
import type { BuiltInTool, ToolVariables } from "./toolVariables.ts";

/** The exact prompt of a run: what the studio sends to the proxy, with `?tool=` and `?bookId=`. */
export interface CompiledPrompt {
  tool: AiTool;
  service: AiService;
  model: string;
  instructions: string;
  input: string;
  maxOutputTokens: number;
  temperature: number | null;
  output: ToolOutput;
}

/** What a run would cost, shown before it starts; micro-cents. */
export interface PromptEstimate {
  /** About four characters a token, the story bible included. */
  inputTokens: number;
  /** The most the run may write (maxOutputTokens): the cost is the most it can be for this input. */
  outputTokens: number;
  cost: number;
  /** The estimate counts the story bible the proxy adds when called with `?bookId=`. */
  contextIncluded: true;
}

export interface CompiledTool {
  prompt: CompiledPrompt;
  estimate: PromptEstimate;
}

/**
 * The input tokens of the run as the proxy counts them (openAiRequest.ts,
 * anthropicRequest.ts): the story bible, the instructions, the message, and
 * the schema of a structured answer.
 */
export function estimatePrompt(prompt: CompiledPrompt, price: AiModelPrice, storyContext: string): PromptEstimate {
  const texts = [storyContext, prompt.instructions, prompt.input, prompt.output === "text" ? "" : JSON.stringify(prompt.output.schema)].filter(
    (text) => text.length > 0,
  );
  const inputTokens = estimateInputTokens(texts);
  return {
    inputTokens,
    outputTokens: prompt.maxOutputTokens,
    cost: costOf(price, { inputTokens, outputTokens: prompt.maxOutputTokens }),
    contextIncluded: true,
  };
}

/**
 * Compiles a built-in tool for the author's book (docs/decisions/ai.md, Built-in
 * AI tools): the tool's prompt from its variables and the book, the model and
 * sampling the author would run it with, and what it would cost. `template`
 * compiles a GENERATE_ tool with that AI plot template instead of the one the
 * author has in use (the template editor's preview).
 */
export async function compileAiTool<T extends BuiltInTool>(input: {
  knex: Knex;
  authorId: number;
  bookId: number;
  tool: T;
  variables: ToolVariables[T];
  choice: ModelChoice;
  template?: PlotTemplateFacts | undefined;
}): Promise<CompiledTool> {
  const { knex, authorId, bookId, tool, variables } = input;
  const templateType = templateTypeOf(tool);
  const template = input.template ?? (templateType === null ? null : await resolvePlotTemplate(knex, authorId, templateType));
  const context = await loadToolContext(knex, { authorId, bookId, variables, template });
  const [preferences, storyContext] = await Promise.all([findAiPreferences(knex, authorId), loadStoryContext(knex, authorId, bookId)]);
  const own = builtInTools[tool].compile(variables, context);
  const run = chooseRunSettings({ choice: input.choice, preferences, template, tool: own });
  const prompt: CompiledPrompt = {
    tool,
    service: run.price.service,
    model: run.price.model,
    instructions: own.instructions,
    input: own.input,
    maxOutputTokens: run.maxOutputTokens,
    temperature: run.temperature,
    output: own.output,
  };
  return { prompt, estimate: estimatePrompt(prompt, run.price, storyContext) };
}
