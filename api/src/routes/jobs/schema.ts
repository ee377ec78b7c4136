import { z } from "zod";
import { aiServices, jobStatuses, jobTypes } from "@storyloom/db/enums";
import { NOTES_CHAPTERS_DEFAULT, NOTES_CHAPTERS_MAX, NOTES_MAX, TEXT_CHAPTERS_MAX } from "@storyloom/domain/services/jobs/jobPlan.ts";
import { jobEstimateView, jobView } from "../../presenters/views/jobs.ts";
import { pageOf } from "../../presenters/views/paging.ts";
import { bodyId, pageNumber, pathId, required, tooLong, wholeNumber } from "../schemaParts.ts";

export const jobParams = z.strictObject({ jobId: pathId });
export const bookParams = z.strictObject({ bookId: pathId });

export const listJobsQuery = z.strictObject({
  bookId: pathId.optional(),
  status: z.enum(jobStatuses, { error: `Must be one of: ${jobStatuses.join(", ")}.` }).optional(),
  type: z.enum(jobTypes, { error: `Must be one of: ${jobTypes.join(", ")}.` }).optional(),
  page: pageNumber.optional().default(1),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(20),
});

/** Seen (the studio's "your book is ready" notice), or `status: "WATING"` to try a failed job again from its last saved step. */
export const updateJobBody = z
  .strictObject({
    isSeenByUser: z.boolean({ error: "Must be true or false." }).optional(),
    status: z.literal("WATING", { error: "Only WATING (try a failed job again) can be set." }).optional(),
  })
  .refine((body) => body.isSeenByUser !== undefined || body.status !== undefined, { message: "Send isSeenByUser or status.", path: ["isSeenByUser"] });

const service = z
  .enum(aiServices, { error: `Must be one of: ${aiServices.join(", ")}.` })
  .optional()
  .default("OPEN_AI");
const model = z.string({ error: "Must be text." }).trim().min(1, "This field is required.").max(80, tooLong(80)).optional();

export const generateByNotesBody = z.strictObject({
  notes: z
    .string({ error: required("Must be text.") })
    .trim()
    .min(1, "This field is required.")
    .max(NOTES_MAX, tooLong(NOTES_MAX)),
  chaptersCount: z
    .number({ error: "Must be a whole number." })
    .int("Must be a whole number.")
    .min(1, "Must be at least 1.")
    .max(NOTES_CHAPTERS_MAX, `Must be at most ${NOTES_CHAPTERS_MAX}.`)
    .optional()
    .default(NOTES_CHAPTERS_DEFAULT),
  service,
  model,
});

export const generateByChapterTextBody = z.strictObject({
  chapterIds: z
    .array(bodyId, { error: "Must be a list of chapter ids." })
    .min(1, "Choose at least one chapter.")
    .max(TEXT_CHAPTERS_MAX, `Choose at most ${TEXT_CHAPTERS_MAX} chapters.`)
    .optional(),
  service,
  model,
});

/** What a job would cost, before it starts: the same body as the start, with its type. */
export const estimateJobBody = z.discriminatedUnion(
  "type",
  [
    generateByNotesBody.extend({ type: z.literal("BOOK_AI_GENERATE_BY_NOTES") }),
    generateByChapterTextBody.extend({ type: z.literal("BOOK_AI_GENERATE_BY_CHAPTER_TEXT") }),
  ],
  { error: `Must be one of: ${jobTypes.join(", ")}.` },
);

// Answers (presenters/views/jobs.ts holds the shapes).

export const jobPage = pageOf(jobView);
export const jobAnswer = z.object({ job: jobView });
export const currentJobAnswer = z.object({ job: jobView.nullable().describe("Null when the book never had a job.") });
export const jobListAnswer = z.object({ items: z.array(jobView) });
export const jobEstimateAnswer = z.object({ estimate: jobEstimateView });
