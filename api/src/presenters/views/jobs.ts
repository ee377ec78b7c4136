// Imports only db enums: see README.md.
import type { AiService, JobStatus, JobType } from "@storyloom/db/enums";
import type { MicroCents } from "./ai.ts";

export interface JobStepView {
  key: string;
  label: string;
  done: boolean;
  /** What the step was charged, once done. */
  cost: MicroCents | null;
}

export interface JobView {
  id: number;
  bookId: number;
  type: JobType;
  status: JobStatus;
  stepTextStatus: string | null;
  /** 0 to 100. */
  progress: number;
  error: string | null;
  isSeenByUser: boolean;
  params: {
    service: AiService;
    model: string;
    /** Generate by notes. */
    notes: string | null;
    chaptersCount: number | null;
    /** Generate by chapter text: the chapters read. */
    chapterIds: number[] | null;
  };
  steps: JobStepView[];
  stepsDone: number;
  stepsTotal: number;
  /** Charged so far. */
  cost: MicroCents;
  /** The most it was expected to cost when it started. */
  estimatedCost: MicroCents;
  /** What it added to the book. */
  created: { beats: number; characters: number; lores: number; scenes: number; chapters: number };
  createdAt: string;
  updatedAt: string;
}

export interface JobEstimateView {
  type: JobType;
  estimatedCost: MicroCents;
  steps: Array<{ key: string; label: string }>;
  /** Generate by chapter text: the chapters it would read. */
  chapterIds: number[] | null;
}
