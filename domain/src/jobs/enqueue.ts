import { Queue } from "bullmq";
import type { Job, JobsOptions } from "bullmq";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Knex } from "@storyloom/db";
import { jobQueues } from "./names.ts";
import type { JobName, QueueName } from "./names.ts";
import { jobPayloads } from "./payloads.ts";
import type { JobPayload } from "./payloads.ts";

/** BullMQ's key prefix under REDIS_PREFIX; the API and the workers must agree on it. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/** Tries per job; the last failure leaves the job in BullMQ's failed set. */
export const JOB_ATTEMPTS = 5;
/** First retry after 30 s, then 60, 120, 240: about 7.5 minutes in all. */
export const JOB_BACKOFF_MS = 30_000;

export const DEFAULT_JOB_OPTIONS = {
  attempts: JOB_ATTEMPTS,
  backoff: { type: "exponential", delay: JOB_BACKOFF_MS },
  // Finished jobs are kept a while for inspection (and to absorb a duplicate
  // add of the same job id), but never without bound: Redis runs noeviction.
  removeOnComplete: { age: 24 * 60 * 60, count: 1000 },
  removeOnFail: { age: 7 * 24 * 60 * 60, count: 5000 },
} as const satisfies JobsOptions;

/**
 * The job id of a payload of ids: `mail.send-42`. Adding a job whose id is
 * already in the queue does nothing, so a job enqueued twice runs once. BullMQ
 * refuses ":" in custom ids (its key separator), hence "-". A job without ids
 * gets BullMQ's own id.
 */
export function jobIdOf(name: JobName, payload: Record<string, unknown>): string | undefined {
  const keys = Object.keys(payload).sort();
  if (keys.length === 0) return undefined;
  return `${name}-${keys.map((key) => String(payload[key])).join("-")}`;
}

export interface EnqueueOptions {
  /** Milliseconds to wait before the job may run. */
  delay?: number;
  /** Replaces the id derived from the payload. */
  jobId?: string;
}

export interface JobQueue {
  /** Validates the payload and adds the job to its queue now; prefer enqueueAfterCommit inside a transaction. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options?: EnqueueOptions): Promise<Job>;
  /** The BullMQ queue of that name (job schedulers, inspection in tests). */
  queue(name: QueueName): Queue;
  /** Logs an add that failed where no caller waits for it. */
  reportFailure(error: unknown, name: JobName, payload: unknown): void;
  /** Waits for the adds under way, then closes the queues and the connection. */
  close(): Promise<void>;
}

/** How long an add may wait for Redis before it counts as failed (BullMQ would wait for ever). */
export const ENQUEUE_TIMEOUT_MS = 5_000;

export interface JobQueueOptions {
  redisUrl: string;
  /** REDIS_PREFIX; BullMQ's keys go under `${redisPrefix}bull`. */
  redisPrefix: string;
  logger?: Logger;
  /** ENQUEUE_TIMEOUT_MS unless a test wants to wait less. */
  timeoutMs?: number;
}

/** The add, or a rejection once `ms` have passed; a late outcome of the add is ignored. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  promise.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The producer side of the queues, for the API (and the workers' own scheduled jobs). */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  // A producer never blocks on Redis, so a plain connection that gives up
  // after a couple of retries is right (workers need maxRetriesPerRequest: null).
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  connection.on("error", (error) => options.logger?.warn({ err: error }, "job queue: redis connection error"));
  const prefix = bullPrefix(options.redisPrefix);
  const queues = new Map<QueueName, Queue>();
  const inFlight = new Set<Promise<unknown>>();

  function queue(name: QueueName): Queue {
    let found = queues.get(name);
    if (!found) {
      found = new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
      // An EventEmitter's unheard "error" event would end the process.
      found.on("error", (error) => options.logger?.warn({ err: error, queue: name }, "job queue error"));
      queues.set(name, found);
    }
    return found;
  }

  return {
    async enqueue(name, payload, enqueueOptions = {}) {
      const data = jobPayloads[name].parse(payload) as Record<string, unknown>;
      const jobId = enqueueOptions.jobId ?? jobIdOf(name, data);
      const adding = withTimeout(
        queue(jobQueues[name]).add(name, data, {
          ...(jobId === undefined ? {} : { jobId }),
          ...(enqueueOptions.delay === undefined ? {} : { delay: enqueueOptions.delay }),
        }),
        options.timeoutMs ?? ENQUEUE_TIMEOUT_MS,
        `enqueue ${name}`,
      );
      inFlight.add(adding);
      try {
        return await adding;
      } finally {
        inFlight.delete(adding);
      }
    },
    queue,
    reportFailure(error, name, payload) {
      options.logger?.error({ err: error, job: name, payload }, "could not enqueue job");
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await Promise.all([...queues.values()].map((q) => q.close()));
      // quit() on a connection that never came up would wait for it.
      if (connection.status === "ready") await connection.quit().catch(() => connection.disconnect());
      else connection.disconnect();
    },
  };
}

/**
 * Resolves true once `trx` and every transaction around it (a savepoint's
 * parents) has committed, false when any of them rolled back with an error.
 * knex resolves the same promise for an explicit `trx.rollback()` without an
 * error; services roll back by throwing, and job handlers find no row then.
 */
export function whenCommitted(trx: Knex.Transaction): Promise<boolean> {
  const executions: Promise<unknown>[] = [];
  for (let current: Knex.Transaction | undefined = trx; current; current = current.parentTransaction) {
    executions.push(current.executionPromise);
  }
  return Promise.all(executions).then(
    () => true,
    () => false,
  );
}

/**
 * Adds the job once the transaction has committed, so a worker never looks
 * for a row that is not there yet and a rolled-back decision sends nothing.
 * The payload is checked at once (a bad one throws and fails the transaction).
 * Resolves true when the job was added, false after a rollback or a failed add
 * (logged); it never rejects, so a request need not wait for it.
 */
export function enqueueAfterCommit<N extends JobName>(
  trx: Knex.Transaction,
  jobs: JobQueue,
  name: N,
  payload: JobPayload<N>,
  options?: EnqueueOptions,
): Promise<boolean> {
  if (!trx.isTransaction || trx.executionPromise === undefined) throw new Error(`enqueueAfterCommit(${name}) needs a transaction`);
  const data = jobPayloads[name].parse(payload) as JobPayload<N>;
  return whenCommitted(trx).then(async (committed) => {
    if (!committed) return false;
    try {
      await jobs.enqueue(name, data, options);
      return true;
    } catch (error) {
      jobs.reportFailure(error, name, data);
      return false;
    }
  });
}

/**
 * Removes a job (a delayed one whose time changed) once the transaction has
 * committed; after a rollback the job stays. Resolves true when a job was
 * removed, false otherwise (a failure is logged); it never rejects. Handlers
 * must still ignore a job whose removal was lost: it is best effort.
 */
export function removeJobAfterCommit(trx: Knex.Transaction, jobs: JobQueue, name: JobName, jobId: string): Promise<boolean> {
  if (!trx.isTransaction || trx.executionPromise === undefined) throw new Error(`removeJobAfterCommit(${name}) needs a transaction`);
  return whenCommitted(trx).then(async (committed) => {
    if (!committed) return false;
    try {
      return (await jobs.queue(jobQueues[name]).remove(jobId)) === 1;
    } catch (error) {
      jobs.reportFailure(error, name, { jobId });
      return false;
    }
  });
}
