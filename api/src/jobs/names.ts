/** Every background job by name; workers/src/queues.ts maps each to its queue. */
export const JOB_NAMES = ["maintenance.purgeExpiredSessions"] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const QUEUE_NAMES = ["maintenance"] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
