import type { Knex } from "@storyloom/db";
import type { AiClients } from "@storyloom/domain/integrations/ai.ts";
import type { CancelWatcher } from "@storyloom/domain/services/jobs/jobCancellation.ts";
import { runJob } from "@storyloom/domain/services/jobs/runJob.ts";
import type { JobOutcome } from "@storyloom/domain/services/jobs/runJob.ts";
import type { Logger } from "pino";

/** `ai.runJob`: runs (or resumes) an AI job from its last saved step (domain/src/services/jobs/README.md). */
export function runAiJob(
  deps: { knex: Knex; ai: AiClients; cancellations: CancelWatcher; logger: Logger; aiJobRetryBaseMs: number },
  payload: { jobId: number },
): Promise<JobOutcome> {
  return runJob({ knex: deps.knex, ai: deps.ai, cancellations: deps.cancellations, logger: deps.logger, retryBaseMs: deps.aiJobRetryBaseMs }, payload.jobId);
}
