import type { JobName, QueueName } from "@storyloom/api/jobs";

/** Which queue each job runs on: exhaustive, so a new job name cannot be forgotten here. */
export const queueOf: Record<JobName, QueueName> = {
  "maintenance.purgeExpiredSessions": "maintenance",
};

/** Jobs that run on a schedule, with their repeat interval. */
export const schedules: Array<{ name: JobName; everyMs: number }> = [
  { name: "maintenance.purgeExpiredSessions", everyMs: 60 * 60 * 1000 },
];
