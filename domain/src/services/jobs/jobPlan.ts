/**
 * What a job does, step by step (README.md beside this file). A job's plan is
 * worked out from its params alone, so a worker that picks up a job another
 * one left (killed, restarted) finds the same steps and skips those already
 * saved. Browser-safe: the studio lists the steps from the same plan.
 */
import { z } from "zod";
import { aiServices } from "@storyloom/db/enums";
import type { AiService, AiTool, JobType } from "@storyloom/db/enums";

/** Chapters a generate-by-notes job drafts at most (and by default). */
export const NOTES_CHAPTERS_MAX = 12;
export const NOTES_CHAPTERS_DEFAULT = 3;
/** The longest notes a job takes. */
export const NOTES_MAX = 20_000;
/** Chapters a generate-by-chapter-text job reads at most. */
export const TEXT_CHAPTERS_MAX = 50;
export const CHARACTERS_PER_JOB = 4;
export const LORES_PER_JOB = 3;
export const SCENES_PER_CHAPTER = 3;
/** Output tokens a chapter draft may take: about 2,000 words. */
export const DRAFT_MAX_OUTPUT_TOKENS = 3_000;

/** The model a job runs on unless the author picks another. */
export const DEFAULT_JOB_MODEL: Record<AiService, string> = { OPEN_AI: "gpt-4.1-mini", ANTHROPIC: "claude-haiku-4-5" };

const service = z.enum(aiServices);
const model = z.string().min(1).max(80);

/** What a generate-by-notes job is given (kept in `jobs.params`). */
export const byNotesParams = z.strictObject({
  notes: z.string().min(1).max(NOTES_MAX),
  chaptersCount: z.number().int().min(1).max(NOTES_CHAPTERS_MAX),
  service,
  model,
});
export type ByNotesParams = z.output<typeof byNotesParams>;

/** What a generate-by-chapter-text job is given: the chapters it reads, fixed when it starts. */
export const byChapterTextParams = z.strictObject({
  chapterIds: z.array(z.number().int().positive()).max(TEXT_CHAPTERS_MAX),
  service,
  model,
});
export type ByChapterTextParams = z.output<typeof byChapterTextParams>;

export type JobParams =
  { type: "BOOK_AI_GENERATE_BY_NOTES"; params: ByNotesParams } | { type: "BOOK_AI_GENERATE_BY_CHAPTER_TEXT"; params: ByChapterTextParams };

/** A job's stored params, checked (a row written by an older version is refused, not guessed at). */
export function jobParamsOf(job: { type: JobType; params: unknown }): JobParams {
  return job.type === "BOOK_AI_GENERATE_BY_NOTES"
    ? { type: job.type, params: byNotesParams.parse(job.params) }
    : { type: job.type, params: byChapterTextParams.parse(job.params) };
}

export type JobStepKind = "OUTLINE" | "CHARACTERS" | "LORE" | "CHAPTER_SCENES" | "CHAPTER_DRAFT" | "DERIVE_SCENES" | "DERIVE_CHARACTERS" | "DERIVE_LORE";

export interface JobStep {
  /** Unique in the job, stable across runs: what a saved step is known by. */
  key: string;
  kind: JobStepKind;
  /** What the studio shows while it runs: "Writing chapter 2". */
  label: string;
  /** The AI tool the step's usage is recorded under. */
  tool: AiTool;
  maxOutputTokens: number;
  /** By notes: the chapter's place among the job's chapters (1, 2…). */
  chapterIndex?: number;
  /** By chapter text: the chapter read. */
  chapterId?: number;
}

/** The steps of a job, in the order they run. */
export function planJob(job: JobParams): JobStep[] {
  if (job.type === "BOOK_AI_GENERATE_BY_NOTES") {
    const { chaptersCount } = job.params;
    const steps: JobStep[] = [
      { key: "outline", kind: "OUTLINE", label: "Outlining the story's beats", tool: "GENERATE_BEAT", maxOutputTokens: chaptersCount * 250 + 200 },
      { key: "characters", kind: "CHARACTERS", label: "Creating the characters", tool: "GENERATE_CHARACTER", maxOutputTokens: CHARACTERS_PER_JOB * 450 + 100 },
      { key: "lore", kind: "LORE", label: "Building the world's lore", tool: "GENERATE_LORE", maxOutputTokens: LORES_PER_JOB * 350 + 100 },
    ];
    for (let index = 1; index <= chaptersCount; index++) {
      steps.push(
        {
          key: `chapter-${index}-scenes`,
          kind: "CHAPTER_SCENES",
          label: `Planning the scenes of chapter ${index}`,
          tool: "GENERATE_SCENE",
          maxOutputTokens: SCENES_PER_CHAPTER * 600 + 100,
          chapterIndex: index,
        },
        {
          key: `chapter-${index}-draft`,
          kind: "CHAPTER_DRAFT",
          label: `Writing chapter ${index}`,
          tool: "FREE_FORM",
          maxOutputTokens: DRAFT_MAX_OUTPUT_TOKENS,
          chapterIndex: index,
        },
      );
    }
    return steps;
  }
  const steps: JobStep[] = job.params.chapterIds.map((chapterId, index) => ({
    key: `scenes-of-${chapterId}`,
    kind: "DERIVE_SCENES",
    label: `Reading chapter ${index + 1} for its scenes`,
    tool: "GENERATE_SCENE",
    maxOutputTokens: SCENES_PER_CHAPTER * 600 + 100,
    chapterId,
  }));
  steps.push(
    {
      key: "characters",
      kind: "DERIVE_CHARACTERS",
      label: "Finding the characters",
      tool: "GENERATE_CHARACTER",
      maxOutputTokens: CHARACTERS_PER_JOB * 450 + 100,
    },
    { key: "lore", kind: "DERIVE_LORE", label: "Finding the world's lore", tool: "GENERATE_LORE", maxOutputTokens: LORES_PER_JOB * 350 + 100 },
  );
  return steps;
}
