import type { Knex } from "@storyloom/db";
import { ValidationError } from "../../errors.ts";
import { costOf } from "../aiBalance/aiPrices.ts";
import { estimateInputTokens } from "../aiBalance/tokenBounds.ts";
import { loadStoryContext } from "../ai/storyContext.ts";
import { instructionsWithContext } from "../ai/openAiRequest.ts";
import type { CompiledStoryToolStep } from "./compileStoryToolStep.ts";
import { findStoryToolModel } from "./storyToolModels.ts";

/** What running a compiled step is likely to cost, shown before the author runs it. Costs are micro-cents. */
export interface StoryToolStepEstimate {
  /** About four characters a token, the book's story context included. */
  inputTokens: number;
  /** The part of the input that is the book's story context (the proxy adds it). */
  storyContextTokens: number;
  maxOutputTokens: number;
  /** The input alone. */
  inputCost: number;
  /** The input and the longest answer the step allows. */
  maxCost: number;
}

/**
 * Estimates a compiled step as the AI proxy will send it: the book's story
 * context before the step's instructions, then its input. The author's own
 * book only (another's is not found, as in the proxy).
 */
export async function estimateStoryToolStep(input: {
  knex: Knex;
  authorId: number;
  bookId: number;
  compiled: CompiledStoryToolStep;
}): Promise<StoryToolStepEstimate> {
  const { knex, authorId, bookId, compiled } = input;
  const context = await loadStoryContext(knex, authorId, bookId);
  const instructions = instructionsWithContext(compiled.instructions, context || null) ?? "";
  const texts = [instructions, compiled.input, ...(compiled.outputPrefix ? [compiled.outputPrefix] : [])];
  const inputTokens = estimateInputTokens(texts);
  const price = findStoryToolModel(compiled.model);
  // compileStoryToolStep only answers priced models.
  if (!price) throw new ValidationError(`The model ${compiled.model} is not available.`, { model: `The model ${compiled.model} is not available.` });
  const inputCost = costOf(price, { inputTokens, outputTokens: 0 });
  const maxCost = costOf(price, { inputTokens, outputTokens: compiled.maxOutputTokens });
  return { inputTokens, storyContextTokens: Math.ceil(context.length / 4), maxOutputTokens: compiled.maxOutputTokens, inputCost, maxCost };
}
