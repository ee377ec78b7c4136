import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import { ForbiddenError } from "@storyloom/domain/errors.ts";
import { estimateJob } from "@storyloom/domain/services/jobs/estimateJob.ts";
import { DEFAULT_JOB_MODEL } from "@storyloom/domain/services/jobs/jobPlan.ts";
import { cancelJob, currentJob, findJob, listJobs, markJobSeen, resumeJob, unfinishedJobs } from "@storyloom/domain/services/jobs/manageJobs.ts";
import { resolveJob, startJob } from "@storyloom/domain/services/jobs/startJob.ts";
import type { JobRequest } from "@storyloom/domain/services/jobs/startJob.ts";
import { presentJob, presentJobEstimate } from "../../presenters/jobs.ts";
import { defineRoute } from "../defineRoute.ts";
import type { RouteDeps } from "../deps.ts";
import {
  bookParams,
  currentJobAnswer,
  estimateJobBody,
  generateByChapterTextBody,
  generateByNotesBody,
  jobAnswer,
  jobEstimateAnswer,
  jobListAnswer,
  jobPage,
  jobParams,
  listJobsQuery,
  updateJobBody,
} from "./schema.ts";
import type { z } from "zod";

/** /api/v1/jobs: an author's AI jobs on their books (domain/src/services/jobs/README.md). */

function authorIdOf(actor: UserActor): number {
  if (actor.authorId === null) throw new ForbiddenError("AI jobs are for authors: create your author profile first.");
  return actor.authorId;
}

function byNotes(body: z.output<typeof generateByNotesBody>): JobRequest {
  return {
    type: "BOOK_AI_GENERATE_BY_NOTES",
    params: { notes: body.notes, chaptersCount: body.chaptersCount, service: body.service, model: body.model ?? DEFAULT_JOB_MODEL[body.service] },
  };
}

function byChapterText(body: z.output<typeof generateByChapterTextBody>): JobRequest {
  return {
    type: "BOOK_AI_GENERATE_BY_CHAPTER_TEXT",
    params: { chapterIds: body.chapterIds, service: body.service, model: body.model ?? DEFAULT_JOB_MODEL[body.service] },
  };
}

async function start(deps: RouteDeps, actor: UserActor, bookId: number, request: JobRequest) {
  const { job } = await startJob({ knex: deps.knex, jobs: deps.jobs, caller: { userId: actor.userId, authorId: authorIdOf(actor) }, bookId, request });
  return { job: presentJob(job) };
}

export const listAuthorJobs = defineRoute({
  method: "GET",
  path: "/api/v1/jobs",
  summary: "The author's AI jobs, newest first (by book, status or type).",
  auth: "signedIn",
  authorize: "jobs.manage",
  schema: { query: listJobsQuery, response: jobPage },
  handler: async ({ actor, query, deps }) => {
    const { items, total } = await listJobs(deps.knex, { authorId: authorIdOf(actor), ...query });
    return { items: items.map(presentJob), total, page: query.page, pageSize: query.pageSize };
  },
});

export const updateAuthorJob = defineRoute({
  method: "PATCH",
  path: "/api/v1/jobs/:jobId",
  summary: "Marks a job's outcome seen (isSeenByUser), or tries a FAILED job again from its last saved step (status WATING).",
  auth: "signedIn",
  authorize: "jobs.manage",
  schema: { params: jobParams, body: updateJobBody, response: jobAnswer },
  handler: async ({ actor, params, body, deps }) => {
    const authorId = authorIdOf(actor);
    const job =
      body.status === "WATING"
        ? await resumeJob({ knex: deps.knex, jobs: deps.jobs }, { authorId, jobId: params.jobId })
        : await findJob(deps.knex, { authorId, jobId: params.jobId });
    return {
      job: presentJob(body.isSeenByUser === undefined ? job : await markJobSeen(deps.knex, { authorId, jobId: params.jobId, isSeenByUser: body.isSeenByUser })),
    };
  },
});

export const cancelAuthorJob = defineRoute({
  method: "POST",
  path: "/api/v1/jobs/:jobId/cancel",
  summary: "Cancels a waiting or running job at once (its request to the provider is aborted); what earlier steps saved stays.",
  auth: "signedIn",
  authorize: "jobs.manage",
  schema: { params: jobParams, response: jobAnswer },
  handler: async ({ actor, params, deps }) => ({
    job: presentJob(
      await cancelJob(
        { knex: deps.knex, redis: deps.redis, redisPrefix: deps.config.redisPrefix, logger: deps.logger },
        { authorId: authorIdOf(actor), jobId: params.jobId },
      ),
    ),
  }),
});

export const currentBookJob = defineRoute({
  method: "GET",
  path: "/api/v1/jobs/books/:bookId/current",
  summary: "The book's latest job, whatever its state (null when it never had one): what the studio shows running or finished.",
  auth: "signedIn",
  authorize: "jobs.manage",
  schema: { params: bookParams, response: currentJobAnswer },
  handler: async ({ actor, params, deps }) => {
    const job = await currentJob(deps.knex, { authorId: authorIdOf(actor), bookId: params.bookId });
    return { job: job ? presentJob(job) : null };
  },
});

export const unfinishedBookJobs = defineRoute({
  method: "GET",
  path: "/api/v1/jobs/books/:bookId/unfinished",
  summary: "The book's jobs waiting or running.",
  auth: "signedIn",
  authorize: "jobs.manage",
  schema: { params: bookParams, response: jobListAnswer },
  handler: async ({ actor, params, deps }) => ({
    items: (await unfinishedJobs(deps.knex, { authorId: authorIdOf(actor), bookId: params.bookId })).map(presentJob),
  }),
});

export const estimateBookJob = defineRoute({
  method: "POST",
  path: "/api/v1/jobs/books/:bookId/estimate",
  summary: "What a job would cost at most and the steps it would take, before it is started.",
  auth: "signedIn",
  authorize: "jobs.manage",
  schema: { params: bookParams, body: estimateJobBody, response: jobEstimateAnswer },
  handler: async ({ actor, params, body, deps }) => {
    const authorId = authorIdOf(actor);
    const request = body.type === "BOOK_AI_GENERATE_BY_NOTES" ? byNotes(body) : byChapterText(body);
    const job = await resolveJob(deps.knex, { authorId, bookId: params.bookId, request });
    return { estimate: presentJobEstimate(job, await estimateJob(deps.knex, { authorId, bookId: params.bookId, job })) };
  },
});

export const generateByNotes = defineRoute({
  method: "POST",
  path: "/api/v1/jobs/books/:bookId/generate-by-notes",
  summary: "Starts a job turning the author's notes into an outline of beats, characters, lore, scene cards and chapter drafts.",
  status: 202,
  auth: "signedIn",
  authorize: "jobs.manage",
  schema: { params: bookParams, body: generateByNotesBody, response: jobAnswer },
  handler: async ({ actor, params, body, deps }) => start(deps, actor, params.bookId, byNotes(body)),
});

export const generateByChapterText = defineRoute({
  method: "POST",
  path: "/api/v1/jobs/books/:bookId/generate-by-chapter-text",
  summary: "Starts a job deriving scene cards, characters and lore from chapters already written (those named, or every chapter with text and no scene cards).",
  status: 202,
  auth: "signedIn",
  authorize: "jobs.manage",
  schema: { params: bookParams, body: generateByChapterTextBody, response: jobAnswer },
  handler: async ({ actor, params, body, deps }) => start(deps, actor, params.bookId, byChapterText(body)),
});

export const jobsRoutes = [
  listAuthorJobs,
  updateAuthorJob,
  cancelAuthorJob,
  currentBookJob,
  unfinishedBookJobs,
  estimateBookJob,
  generateByNotes,
  generateByChapterText,
];
