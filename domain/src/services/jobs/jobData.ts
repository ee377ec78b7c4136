/**
 * What a job keeps of its run in `jobs.data`: the steps saved so far (with
 * what each made and cost), the running cost and the estimate it started
 * with. A step is in `steps` only once its results and its charge have
 * committed together (runJob.ts), which is what lets a job resume without
 * repeating or charging a step twice.
 */
import { z } from "zod";

const ids = z.array(z.number().int()).optional();

export const jobStepRecord = z.object({
  key: z.string(),
  /** Micro-cents charged for the step. */
  cost: z.number().int().min(0),
  finishedAt: z.string(),
  created: z.object({ beatIds: ids, characterIds: ids, loreIds: ids, sceneIds: ids, chapterId: z.number().int().optional() }).default({}),
});
export type JobStepRecord = z.output<typeof jobStepRecord>;

export const jobData = z.object({
  stepsTotal: z.number().int().min(0).default(0),
  /** Micro-cents: the most the job was expected to cost when it started. */
  estimatedCost: z.number().int().min(0).default(0),
  /** Micro-cents charged so far. */
  cost: z.number().int().min(0).default(0),
  steps: z.array(jobStepRecord).default([]),
});
export type JobData = z.output<typeof jobData>;

/** The job's data, with defaults for a job that has not run yet. */
export function jobDataOf(job: { data: unknown }): JobData {
  return jobData.parse(job.data ?? {});
}

/** The record of a saved step; null while it is still to do. */
export function savedStep(data: JobData, key: string): JobStepRecord | null {
  return data.steps.find((step) => step.key === key) ?? null;
}
