export { JOB_NAMES, QUEUE_NAMES } from "./names.ts";
export type { JobName, QueueName } from "./names.ts";
export { jobPayloads } from "./payloads.ts";
export type { JobPayload } from "./payloads.ts";
