/**
 * What a job will cost at most, shown before it starts: each step's prompt
 * (its instructions, the author's material it sends, the story bible as it
 * may have grown by then) at four characters a token, and its whole output
 * allowance. The real cost is what the provider reports, step by step, and is
 * usually well under it.
 */
import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";
import { costOf, findAiModel } from "../aiBalance/aiPrices.ts";
import { STORY_CONTEXT_MAX_CHARS, loadStoryContext, markupToPlainText } from "../ai/storyContext.ts";
import { workingText } from "../chapters/workingText.ts";
import { ValidationError } from "../../errors.ts";
import { planJob } from "./jobPlan.ts";
import type { JobParams, JobStep } from "./jobPlan.ts";
import { BOOK_READ_MAX_CHARS, CHAPTER_READ_MAX_CHARS, NOTES_PER_STEP_MAX_CHARS } from "./promptStep.ts";

/** Instructions, format rules and the JSON schema of a step, about. */
const PROMPT_OVERHEAD_CHARS = 6_000;
/** The story bible grows as a job adds to it: counted as this much more than today's. */
const BIBLE_GROWTH_CHARS = 6_000;

export interface JobEstimate {
  /** Micro-cents: the most the job should cost. */
  estimatedCost: number;
  steps: Array<{ key: string; label: string }>;
}

async function readChars(knex: Knex, job: JobParams, step: JobStep): Promise<number> {
  if (job.type === "BOOK_AI_GENERATE_BY_NOTES")
    return Math.min(job.params.notes.length, NOTES_PER_STEP_MAX_CHARS) + (step.kind === "CHAPTER_DRAFT" ? 4_000 : 0);
  if (step.kind === "DERIVE_SCENES" && step.chapterId !== undefined) {
    const chapter = await Chapter.query(knex).findById(step.chapterId);
    return chapter ? Math.min(markupToPlainText(workingText(chapter).markup).length, CHAPTER_READ_MAX_CHARS) : 0;
  }
  return BOOK_READ_MAX_CHARS;
}

export async function estimateJob(knex: Knex, input: { authorId: number; bookId: number; job: JobParams }): Promise<JobEstimate> {
  const { job } = input;
  const price = findAiModel(job.params.service, job.params.model);
  if (!price)
    throw new ValidationError(`The model ${job.params.model} is not available.`, {
      model: `The model ${job.params.model} is not available for ${job.params.service}.`,
    });
  const bible = Math.min((await loadStoryContext(knex, input.authorId, input.bookId)).length + BIBLE_GROWTH_CHARS, STORY_CONTEXT_MAX_CHARS);
  const plan = planJob(job);
  let estimatedCost = 0;
  for (const step of plan) {
    const chars = PROMPT_OVERHEAD_CHARS + bible + (await readChars(knex, job, step));
    estimatedCost += costOf(price, { inputTokens: Math.ceil(chars / 4), outputTokens: Math.min(step.maxOutputTokens, price.maxOutputTokens) });
  }
  return { estimatedCost, steps: plan.map((step) => ({ key: step.key, label: step.label })) };
}
