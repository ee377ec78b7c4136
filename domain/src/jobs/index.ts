export { QUEUE_NAMES, jobQueues } from "./names.ts";
export type { JobName, QueueName } from "./names.ts";
export { jobPayloads } from "./payloads.ts";
export type { JobPayload } from "./payloads.ts";
export { bullPrefix, createJobQueue, jobIdOf } from "./enqueue.ts";
export type { JobQueue } from "./enqueue.ts";
