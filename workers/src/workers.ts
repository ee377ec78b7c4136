import { Worker } from "bullmq";
import type { Job } from "bullmq";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Knex } from "@storyloom/db";
import { bullPrefix, jobPayloads, QUEUE_NAMES } from "@storyloom/domain/jobs/index.ts";
import type { JobName, JobQueue, QueueName } from "@storyloom/domain/jobs/index.ts";
import type { AiClients } from "@storyloom/domain/integrations/ai.ts";
import type { Mailer } from "@storyloom/domain/integrations/mail.ts";
import type { Storage } from "@storyloom/domain/integrations/storage.ts";
import type { CustomDomainsDeps } from "@storyloom/domain/services/customDomains/settings.ts";
import type { CancelWatcher } from "@storyloom/domain/services/jobs/jobCancellation.ts";
import type { PublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import { queueOf } from "./queues.ts";
import { publishBook } from "./handlers/publishBook.ts";
import { publishChapter } from "./handlers/publishChapter.ts";
import { publishDue } from "./handlers/publishDue.ts";
import { purgeExpiredSessions } from "./handlers/purgeExpiredSessions.ts";
import { requeuePendingEmails } from "./handlers/requeuePendingEmails.ts";
import { sweepPersonalCopies } from "./handlers/sweepPersonalCopies.ts";
import { requeueUnfinishedJobs } from "./handlers/requeueUnfinishedJobs.ts";
import { runAiJob } from "./handlers/runAiJob.ts";
import { checkDueDomains } from "./handlers/checkDueDomains.ts";
import { sendEmail } from "./handlers/sendEmail.ts";
import { generateEpub } from "./handlers/generateEpub.ts";
import { announceNewChapter } from "./handlers/announceNewChapter.ts";
import { sendDueReaderMail } from "./handlers/sendDueReaderMail.ts";

export interface HandlerDeps {
  knex: Knex;
  mailer: Mailer;
  /** For handlers that add jobs themselves. */
  jobs: JobQueue;
  /** The storefront's render cache: a scheduled publication invalidates the pages it changes. */
  pages: PublicPageCache;
  /** The AI providers, for the AI jobs. */
  ai: AiClients;
  /** Tells a running AI job it was cancelled. */
  cancellations: CancelWatcher;
  logger: Logger;
  /** The first wait before an AI job step is retried (domain/src/services/jobs/runJob.ts). */
  aiJobRetryBaseMs: number;
  /** DNS and certificates of custom domains. */
  customDomains: CustomDomainsDeps;
  /** Where generated files (EPUBs) are stored and covers are read: the API's storage. */
  storage: Storage;
  /** The platform's origin (PUBLIC_URL): EPUB identifiers and cover addresses are made of it. */
  publicUrl: string;
}

/** A handler per job name: exhaustive, so a job without one does not compile. */
export type Handlers = { [N in JobName]: (payload: unknown) => Promise<unknown> };

/** Every job's handler; each validates its payload before it does anything. */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    "maintenance.purgeExpiredSessions": async (payload) => {
      jobPayloads["maintenance.purgeExpiredSessions"].parse(payload);
      return purgeExpiredSessions(deps.knex);
    },
    "mail.send": async (payload) => sendEmail(deps, jobPayloads["mail.send"].parse(payload)),
    "mail.requeuePending": async (payload) => {
      jobPayloads["mail.requeuePending"].parse(payload);
      return requeuePendingEmails(deps);
    },
    "publishing.publishChapter": async (payload) => publishChapter(deps, jobPayloads["publishing.publishChapter"].parse(payload)),
    "publishing.publishBook": async (payload) => publishBook(deps, jobPayloads["publishing.publishBook"].parse(payload)),
    "publishing.publishDue": async (payload) => {
      jobPayloads["publishing.publishDue"].parse(payload);
      return publishDue(deps);
    },
    "ai.runJob": async (payload) => runAiJob(deps, jobPayloads["ai.runJob"].parse(payload)),
    "ai.requeueUnfinished": async (payload) => {
      jobPayloads["ai.requeueUnfinished"].parse(payload);
      return requeueUnfinishedJobs(deps);
    },
    "domains.checkDue": async (payload) => {
      jobPayloads["domains.checkDue"].parse(payload);
      return checkDueDomains(deps);
    },
    "epubs.generate": async (payload) => generateEpub(deps, jobPayloads["epubs.generate"].parse(payload)),
    "epubs.sweepCopies": async (payload) => {
      jobPayloads["epubs.sweepCopies"].parse(payload);
      return sweepPersonalCopies(deps);
    },
    "readerMail.announceChapter": async (payload) => announceNewChapter(deps, jobPayloads["readerMail.announceChapter"].parse(payload)),
    // A campaign's message goes out through the outbox like any e-mail, at the readerMail queue's rate.
    "readerMail.send": async (payload) => sendEmail(deps, jobPayloads["readerMail.send"].parse(payload)),
    // New-book e-mails (and newsletters) whose time has come.
    "readerMail.sendDue": async (payload) => sendDueReaderMail(deps, jobPayloads["readerMail.sendDue"].parse(payload)),
  };
}

export interface StartWorkersOptions {
  /** With maxRetriesPerRequest: null, as BullMQ requires of the connections workers block on. */
  connection: Redis;
  /** REDIS_PREFIX; the queues live under bullPrefix() of it, as the API adds them. */
  redisPrefix: string;
  concurrency: number;
  handlers: Handlers;
  logger: Logger;
  /** The queues to consume; all of them unless a test picks some. */
  queues?: readonly QueueName[];
  /** How long a job's lock lasts unrenewed: a killed worker's job goes to another after it (BullMQ's lockDuration). */
  lockMs?: number;
  /** How often stalled jobs are looked for (BullMQ's stalledInterval). */
  stalledCheckMs?: number;
  /** The readerMail queue's rate: campaign e-mails sent per minute at most (unlimited when not given). */
  readerMailPerMinute?: number;
}

/**
 * An AI job may stall more than once (a deploy, then a crash) and must still
 * resume: its steps are saved as they finish, so running it again is safe.
 */
const MAX_STALLS: Partial<Record<QueueName, number>> = { ai: 10 };

/** One BullMQ Worker per queue, running each job through its handler. */
export function startWorkers(options: StartWorkersOptions): Worker[] {
  const { handlers, logger } = options;
  const prefix = bullPrefix(options.redisPrefix);
  return (options.queues ?? QUEUE_NAMES).map((queueName) => {
    const worker = new Worker(
      queueName,
      async (job: Job) => {
        const name = job.name as JobName;
        if (queueOf[name] !== queueName) throw new Error(`job ${job.name} does not belong to queue ${queueName}`);
        const result = await handlers[name](job.data);
        logger.info({ job: job.name, id: job.id, result }, "job completed");
        return result;
      },
      {
        connection: options.connection,
        prefix,
        concurrency: options.concurrency,
        ...(options.lockMs === undefined ? {} : { lockDuration: options.lockMs }),
        ...(options.stalledCheckMs === undefined ? {} : { stalledInterval: options.stalledCheckMs }),
        maxStalledCount: MAX_STALLS[queueName] ?? 1,
        ...(queueName === "readerMail" && options.readerMailPerMinute !== undefined ? { limiter: { max: options.readerMailPerMinute, duration: 60_000 } } : {}),
      },
    );
    worker.on("failed", (job, error) => logger.error({ job: job?.name, id: job?.id, attempt: job?.attemptsMade, err: error }, "job failed"));
    // A job whose worker died (killed, then restarted by npm start) is handed back once its lock
    // expires; said here, so the log shows why a job ran twice.
    worker.on("stalled", (id) => logger.warn({ queue: queueName, id }, "job stalled: its worker stopped renewing its lock, so it runs again"));
    // An EventEmitter's unheard "error" event would end the process.
    worker.on("error", (error) => logger.error({ queue: queueName, err: error }, "worker error"));
    return worker;
  });
}
