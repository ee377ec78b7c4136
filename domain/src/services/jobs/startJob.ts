/**
 * Starts a job on a book (README.md beside this file): the author may use the
 * AI tools and has something on their balance, the book has no other job
 * running, the job's plan and estimate are written with it, and the worker's
 * `ai.runJob` is added once the row has committed.
 */
import type { Knex } from "@storyloom/db";
import { Chapter, Job, StoryBookScene } from "@storyloom/db/models";
import { AiBalanceSpentError, ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import { enqueueAfterCommit } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { findBalance } from "../aiBalance/findBalance.ts";
import { checkAiCaller } from "../ai/prepareAiCall.ts";
import type { AiCaller } from "../ai/prepareAiCall.ts";
import { markupToPlainText } from "../ai/storyContext.ts";
import { workingText } from "../chapters/workingText.ts";
import { estimateJob } from "./estimateJob.ts";
import type { JobEstimate } from "./estimateJob.ts";
import { TEXT_CHAPTERS_MAX } from "./jobPlan.ts";
import type { ByChapterTextParams, ByNotesParams, JobParams } from "./jobPlan.ts";

export const ALREADY_RUNNING = "This book already has a job running. Wait for it to finish or cancel it.";
export const NO_CHAPTER_TO_READ = "None of these chapters has text to read.";

export type JobRequest =
  | { type: "BOOK_AI_GENERATE_BY_NOTES"; params: ByNotesParams }
  | { type: "BOOK_AI_GENERATE_BY_CHAPTER_TEXT"; params: Omit<ByChapterTextParams, "chapterIds"> & { chapterIds?: number[] | undefined } };

async function ownBook(db: Knex | Knex.Transaction, authorId: number, bookId: number, forUpdate = false): Promise<void> {
  const query = db("books").where({ id: bookId, authorId, deleted: false }).first("id");
  const book = await (forUpdate ? query.forUpdate() : query);
  if (!book) throw new NotFoundError("Book not found.");
}

/**
 * The chapters a generate-by-chapter-text job reads: those named (each must
 * be the book's and have text), or else every chapter with text and no scene
 * cards yet, in book order.
 */
async function chaptersToRead(knex: Knex, bookId: number, named: number[] | undefined): Promise<number[]> {
  const chapters = await Chapter.query(knex).where({ bookId }).orderBy("number");
  if (named !== undefined) {
    const unknown = named.find((id) => !chapters.some((chapter) => chapter.id === id));
    if (unknown !== undefined) throw new ValidationError("Chapter not found.", { chapterIds: `Chapter ${unknown} is not a chapter of this book.` });
  }
  const withScenes = new Set((await StoryBookScene.query(knex).where({ bookId }).distinct("chapterId")).map((row) => row.chapterId));
  const chosen = chapters.filter(
    (chapter) => (named ? named.includes(chapter.id) : !withScenes.has(chapter.id)) && markupToPlainText(workingText(chapter).markup) !== "",
  );
  if (chosen.length === 0)
    throw new ValidationError(NO_CHAPTER_TO_READ, {
      chapterIds: named ? NO_CHAPTER_TO_READ : "Every chapter with text has scene cards already, or none has text.",
    });
  return chosen.slice(0, TEXT_CHAPTERS_MAX).map((chapter) => chapter.id);
}

/** The request as the job will run it (chapters resolved), for the estimate and the start. */
export async function resolveJob(knex: Knex, input: { authorId: number; bookId: number; request: JobRequest }): Promise<JobParams> {
  await ownBook(knex, input.authorId, input.bookId);
  const { request } = input;
  if (request.type === "BOOK_AI_GENERATE_BY_NOTES") return request;
  const { chapterIds, ...rest } = request.params;
  return { type: request.type, params: { ...rest, chapterIds: await chaptersToRead(knex, input.bookId, chapterIds) } };
}

export async function startJob(input: {
  knex: Knex;
  jobs: JobQueue;
  caller: AiCaller;
  bookId: number;
  request: JobRequest;
}): Promise<{ job: Job; estimate: JobEstimate }> {
  const { knex, caller, bookId } = input;
  // Someone else's book does not exist; then an author without the AI terms hears about them before anything else.
  await ownBook(knex, caller.authorId, bookId);
  await checkAiCaller(knex, caller);
  const job = await resolveJob(knex, { authorId: caller.authorId, bookId, request: input.request });
  const balance = await findBalance(knex, caller.userId);
  if (balance.amount - balance.held <= 0) throw new AiBalanceSpentError();
  const estimate = await estimateJob(knex, { authorId: caller.authorId, bookId, job });
  const created = await knex.transaction(async (trx) => {
    // Two starts on one book take turns here; the second finds the first running.
    await ownBook(trx, caller.authorId, bookId, true);
    const running = await Job.query(trx).where({ bookId }).whereIn("status", ["WATING", "ACTIVE"]).first();
    if (running) throw new ConflictError(ALREADY_RUNNING);
    const row = await Job.query(trx).insertAndFetch({
      type: job.type,
      status: "WATING",
      stepTextStatus: "Waiting to start…",
      progress: 0,
      params: job.params,
      data: { stepsTotal: estimate.steps.length, estimatedCost: estimate.estimatedCost, cost: 0, steps: [] },
      isSeenByUser: false,
      authorId: caller.authorId,
      bookId,
    });
    void enqueueAfterCommit(trx, input.jobs, "ai.runJob", { jobId: row.id });
    return row;
  });
  return { job: created, estimate };
}
