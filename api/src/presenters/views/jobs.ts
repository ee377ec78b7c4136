// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { aiServices, jobStatuses, jobTypes } from "@storyloom/db/enums";
import { microCents } from "./ai.ts";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

export const jobStepView = z.object({
  key: z.string(),
  label: z.string(),
  done: z.boolean(),
  cost: microCents().nullable().describe("What the step was charged, once done."),
});

export const jobView = z
  .object({
    id: count(),
    bookId: count(),
    type: z.enum(jobTypes),
    status: z.enum(jobStatuses),
    stepTextStatus: z.string().nullable(),
    progress: count().max(100).describe("0 to 100."),
    error: z.string().nullable(),
    isSeenByUser: z.boolean(),
    params: z.object({
      service: z.enum(aiServices),
      model: z.string(),
      notes: z.string().nullable().describe("Generate by notes."),
      chaptersCount: count().nullable(),
      chapterIds: z.array(count()).nullable().describe("Generate by chapter text: the chapters read."),
    }),
    steps: z.array(jobStepView),
    stepsDone: count(),
    stepsTotal: count(),
    cost: microCents().describe("Charged so far."),
    estimatedCost: microCents().describe("The most it was expected to cost when it started."),
    created: z.object({ beats: count(), characters: count(), lores: count(), scenes: count(), chapters: count() }).describe("What it added to the book."),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: "Job" });
export type JobView = z.output<typeof jobView>;

export const jobEstimateView = z.object({
  type: z.enum(jobTypes),
  estimatedCost: microCents(),
  steps: z.array(z.object({ key: z.string(), label: z.string() })),
  chapterIds: z.array(count()).nullable().describe("Generate by chapter text: the chapters it would read."),
});
export type JobEstimateView = z.output<typeof jobEstimateView>;
