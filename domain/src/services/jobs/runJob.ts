/**
 * Runs a job in a worker (README.md beside this file): each step of its plan
 * not saved yet is asked of the model, then saved, charged and recorded in
 * one transaction under the job's row lock. So a worker killed mid-step
 * leaves that step unsaved and uncharged, and whoever runs the job next
 * (BullMQ hands a stalled job to another worker) starts there; a step saved
 * by one run is never saved or charged again by another. A busy or failing
 * provider is retried with backoff; a cancelled job stops at once (its
 * request aborted); a refusal (balance, monthly limit, terms, moderation)
 * ends the job FAILED with the reason, keeping the steps done.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Knex } from "@storyloom/db";
import { AuthorProfile, Book, Job } from "@storyloom/db/models";
import type { Logger } from "pino";
import { AppError, RateLimitError } from "../../errors.ts";
import { AiProviderError } from "../../integrations/ai.ts";
import type { AiClients } from "../../integrations/ai.ts";
import { isAbort } from "../ai/providerErrors.ts";
import { callJobModel } from "./jobAiCall.ts";
import type { JobAnswer } from "./jobAiCall.ts";
import type { CancelWatcher } from "./jobCancellation.ts";
import { jobDataOf, savedStep } from "./jobData.ts";
import { jobParamsOf, planJob } from "./jobPlan.ts";
import type { JobParams, JobStep } from "./jobPlan.ts";
import { promptStep } from "./promptStep.ts";
import { checkAnswer, saveStep } from "./saveStep.ts";

/** Tries per step when the provider is busy or fails. */
export const STEP_ATTEMPTS = 4;
/** The first wait before a retry; it doubles each time (a provider's Retry-After wins when longer, up to RETRY_MAX_MS). */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 60_000;
/** How often a running job looks at its row for a cancellation whose message was lost. */
export const CANCEL_POLL_MS = 2_000;

export interface RunJobDeps {
  knex: Knex;
  ai: AiClients;
  cancellations: CancelWatcher;
  logger: Logger;
  /** Tests shorten the waits. */
  retryBaseMs?: number;
  cancelPollMs?: number;
}

export type JobOutcome = "COMPLETED" | "FAILED" | "CANCELED" | "GONE";

const FINISHED = new Set(["COMPLETED", "FAILED", "CANCELED"]);

/** The wait before retry `attempt` (1, 2…) after `error`. */
export function retryDelayMs(error: unknown, attempt: number, baseMs = RETRY_BASE_MS): number {
  const backoff = baseMs * 2 ** (attempt - 1);
  const asked = error instanceof RateLimitError ? error.retryAfterSeconds * 1000 : 0;
  return Math.min(Math.max(backoff, asked), RETRY_MAX_MS);
}

/** A busy provider, a failing one, or an answer that could not be used: worth another try. */
export function isRetryable(error: unknown): boolean {
  return error instanceof RateLimitError || error instanceof AiProviderError;
}

class Cancelled extends Error {
  constructor() {
    super("The job was cancelled.");
  }
}

async function finish(
  knex: Knex,
  jobId: number,
  changes: Partial<Pick<Job, "status" | "error" | "stepTextStatus" | "progress" | "isSeenByUser">>,
): Promise<void> {
  await Job.query(knex).findById(jobId).whereIn("status", ["WATING", "ACTIVE"]).patch(changes);
}

export async function runJob(deps: RunJobDeps, jobId: number): Promise<JobOutcome> {
  const { knex, logger } = deps;
  const job = await Job.query(knex).findById(jobId);
  if (!job) return "GONE";
  if (FINISHED.has(job.status)) return job.status as JobOutcome;
  const book = await Book.query(knex).findById(job.bookId).select("id", "deleted", "authorId");
  const author = await AuthorProfile.query(knex).findById(job.authorId).select("id", "userId");
  if (!book || book.deleted || book.authorId !== job.authorId || !author) {
    await finish(knex, jobId, { status: "FAILED", error: "The book was deleted.", stepTextStatus: "Stopped" });
    return "FAILED";
  }
  let params: JobParams;
  try {
    params = jobParamsOf(job);
  } catch {
    await finish(knex, jobId, { status: "FAILED", error: "The job's settings could not be read.", stepTextStatus: "Stopped" });
    return "FAILED";
  }
  const plan = planJob(params);
  await Job.query(knex).findById(jobId).where({ status: "WATING" }).patch({ status: "ACTIVE" });

  const controller = new AbortController();
  const stopWatching = deps.cancellations.watch(jobId, () => controller.abort(new Cancelled()));
  const poll = setInterval(() => {
    Job.query(knex)
      .findById(jobId)
      .select("status")
      .then((row) => {
        if (!row || row.status === "CANCELED") controller.abort(new Cancelled());
      })
      .catch((error: unknown) => logger.warn({ err: error, jobId }, "could not look at a running job's row"));
  }, deps.cancelPollMs ?? CANCEL_POLL_MS);
  poll.unref();

  try {
    for (const [index, step] of plan.entries()) {
      const current = await Job.query(knex).findById(jobId);
      if (!current || current.status === "CANCELED") return "CANCELED";
      if (savedStep(jobDataOf(current), step.key)) continue;
      await Job.query(knex)
        .findById(jobId)
        .where({ status: "ACTIVE" })
        .patch({ stepTextStatus: `Step ${index + 1} of ${plan.length}: ${step.label}…` });
      const answer = await askWithRetries(deps, {
        jobId,
        bookId: job.bookId,
        caller: { userId: author.userId, authorId: job.authorId },
        params,
        step,
        signal: controller.signal,
      });
      const saved = await saveAnswer(knex, { jobId, bookId: job.bookId, step, answer, stepsTotal: plan.length });
      if (saved === "CANCELED") return "CANCELED";
    }
    await finish(knex, jobId, { status: "COMPLETED", progress: 100, stepTextStatus: "Finished", isSeenByUser: false });
    return "COMPLETED";
  } catch (error) {
    if (controller.signal.aborted || error instanceof Cancelled) return "CANCELED";
    if (error instanceof AppError) {
      await finish(knex, jobId, { status: "FAILED", error: error.message, stepTextStatus: "Stopped" });
      logger.info({ jobId, err: error }, "AI job stopped");
      return "FAILED";
    }
    // Anything else (the database gone): BullMQ tries the job again, from the steps saved.
    throw error;
  } finally {
    clearInterval(poll);
    stopWatching();
  }
}

async function askWithRetries(
  deps: RunJobDeps,
  input: { jobId: number; bookId: number; caller: { userId: number; authorId: number }; params: JobParams; step: JobStep; signal: AbortSignal },
): Promise<JobAnswer> {
  const { knex, logger } = deps;
  for (let attempt = 1; ; attempt++) {
    const data = jobDataOf(await Job.query(knex).findById(input.jobId).throwIfNotFound());
    try {
      const prompt = await promptStep({ knex, bookId: input.bookId, job: input.params, step: input.step, data });
      const answer = await callJobModel({
        knex,
        ai: deps.ai,
        caller: input.caller,
        service: input.params.params.service,
        model: input.params.params.model,
        tool: input.step.tool,
        bookId: input.bookId,
        prompt,
        signal: input.signal,
        onModerationUnavailable: (reason) => logger.warn({ jobId: input.jobId, reason }, "AI job input sent without moderation"),
      });
      try {
        checkAnswer(input.step, answer.text);
      } catch (error) {
        // An unusable answer is not the author's to pay for: released uncharged, and tried again.
        await knex.transaction(async (trx) => answer.release(trx));
        throw error;
      }
      return answer;
    } catch (error) {
      if (input.signal.aborted || isAbort(error)) throw new Cancelled();
      if (!isRetryable(error) || attempt >= STEP_ATTEMPTS) throw error;
      const wait = retryDelayMs(error, attempt, deps.retryBaseMs);
      logger.warn({ jobId: input.jobId, step: input.step.key, attempt, waitMs: wait, err: error }, "AI job step failed; retrying");
      await Job.query(knex)
        .findById(input.jobId)
        .where({ status: "ACTIVE" })
        .patch({ stepTextStatus: `${input.step.label}: the AI provider is busy, trying again in ${Math.ceil(wait / 1000)} s…` });
      try {
        await sleep(wait, undefined, { signal: input.signal });
      } catch {
        throw new Cancelled();
      }
    }
  }
}

/**
 * Saves, charges and records the step in one transaction under the job's row
 * lock. Cancelled meanwhile: charged (the provider worked), not saved. Saved
 * already by another run: neither.
 */
async function saveAnswer(
  knex: Knex,
  input: { jobId: number; bookId: number; step: JobStep; answer: JobAnswer; stepsTotal: number },
): Promise<"SAVED" | "CANCELED" | "DUPLICATE"> {
  const { jobId, step, answer } = input;
  return knex.transaction(async (trx) => {
    const locked = await Job.query(trx).findById(jobId).forUpdate();
    if (!locked || locked.status === "CANCELED") {
      await answer.settle(trx);
      return "CANCELED";
    }
    const data = jobDataOf(locked);
    if (savedStep(data, step.key)) {
      await answer.release(trx);
      return "DUPLICATE";
    }
    const settled = await answer.settle(trx);
    const created = await saveStep({ trx, bookId: input.bookId, step, data, text: answer.text });
    const steps = [...data.steps, { key: step.key, cost: settled?.cost ?? 0, finishedAt: new Date().toISOString(), created }];
    await Job.query(trx)
      .findById(jobId)
      .patch({
        data: { ...data, steps, cost: data.cost + (settled?.cost ?? 0) },
        progress: Math.min(99, Math.floor((steps.length / input.stepsTotal) * 100)),
      });
    return "SAVED";
  });
}
