import type { Job } from "@storyloom/db/models";
import { jobDataOf } from "@storyloom/domain/services/jobs/jobData.ts";
import { jobParamsOf, planJob } from "@storyloom/domain/services/jobs/jobPlan.ts";
import type { JobParams } from "@storyloom/domain/services/jobs/jobPlan.ts";
import type { JobEstimate } from "@storyloom/domain/services/jobs/estimateJob.ts";
import type { JobEstimateView, JobView } from "./views/jobs.ts";

function readParams(job: Job): JobParams | null {
  try {
    return jobParamsOf(job);
  } catch {
    return null;
  }
}

export function presentJob(job: Job): JobView {
  const data = jobDataOf(job);
  const params = readParams(job);
  const plan = params ? planJob(params) : [];
  const done = new Map(data.steps.map((step) => [step.key, step]));
  const count = (pick: (created: (typeof data.steps)[number]["created"]) => number) => data.steps.reduce((sum, step) => sum + pick(step.created), 0);
  const draftsAndReads = new Set(data.steps.flatMap((step) => (step.created.chapterId === undefined ? [] : [step.created.chapterId])));
  return {
    id: job.id,
    bookId: job.bookId,
    type: job.type,
    status: job.status,
    stepTextStatus: job.stepTextStatus,
    progress: job.progress,
    error: job.error,
    isSeenByUser: job.isSeenByUser,
    params: {
      service: params?.params.service ?? "OPEN_AI",
      model: params?.params.model ?? "",
      notes: params?.type === "BOOK_AI_GENERATE_BY_NOTES" ? params.params.notes : null,
      chaptersCount: params?.type === "BOOK_AI_GENERATE_BY_NOTES" ? params.params.chaptersCount : null,
      chapterIds: params?.type === "BOOK_AI_GENERATE_BY_CHAPTER_TEXT" ? [...params.params.chapterIds] : null,
    },
    steps: plan.map((step) => ({ key: step.key, label: step.label, done: done.has(step.key), cost: done.get(step.key)?.cost ?? null })),
    stepsDone: data.steps.length,
    stepsTotal: plan.length || data.stepsTotal,
    cost: data.cost,
    estimatedCost: data.estimatedCost,
    created: {
      beats: count((created) => created.beatIds?.length ?? 0),
      characters: count((created) => created.characterIds?.length ?? 0),
      lores: count((created) => created.loreIds?.length ?? 0),
      scenes: count((created) => created.sceneIds?.length ?? 0),
      chapters: params?.type === "BOOK_AI_GENERATE_BY_NOTES" ? draftsAndReads.size : 0,
    },
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

export function presentJobEstimate(job: JobParams, estimate: JobEstimate): JobEstimateView {
  return {
    type: job.type,
    estimatedCost: estimate.estimatedCost,
    steps: estimate.steps.map((step) => ({ ...step })),
    chapterIds: job.type === "BOOK_AI_GENERATE_BY_CHAPTER_TEXT" ? [...job.params.chapterIds] : null,
  };
}
