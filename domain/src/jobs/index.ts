export { JOB_NAMES, QUEUE_NAMES, jobQueues } from "./names.ts";
export type { JobName, QueueName } from "./names.ts";
export { jobPayloads } from "./payloads.ts";
export type { JobPayload } from "./payloads.ts";
export { DEFAULT_JOB_OPTIONS, ENQUEUE_TIMEOUT_MS, JOB_ATTEMPTS, bullPrefix, createJobQueue, enqueueAfterCommit, jobIdOf, removeJobAfterCommit } from "./enqueue.ts";
export type { EnqueueOptions, JobQueue, JobQueueOptions } from "./enqueue.ts";
