/** Every background job by name. */
export const JOB_NAMES = [
  "maintenance.purgeExpiredSessions",
  "mail.send",
  "mail.requeuePending",
  "publishing.publishChapter",
  "publishing.publishBook",
  "publishing.publishDue",
  "ai.runJob",
  "ai.requeueUnfinished",
  "domains.checkDue",
  "epubs.generate",
  "epubs.sweepCopies",
  "readerMail.announceChapter",
  "readerMail.send",
  "readerMail.sendDue",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const QUEUE_NAMES = ["maintenance", "mail", "publishing", "ai", "exports", "readerMail"] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * Which queue each job runs on: exhaustive, so a new job name cannot be
 * forgotten. It lives here rather than in the workers because the API adds
 * jobs too and must put each on the queue the workers listen to;
 * workers/src/queues.ts re-exports it as `queueOf`.
 */
export const jobQueues = {
  "maintenance.purgeExpiredSessions": "maintenance",
  "mail.send": "mail",
  "mail.requeuePending": "mail",
  "publishing.publishChapter": "publishing",
  "publishing.publishBook": "publishing",
  "publishing.publishDue": "publishing",
  "ai.runJob": "ai",
  "ai.requeueUnfinished": "ai",
  "domains.checkDue": "maintenance",
  "epubs.generate": "exports",
  "epubs.sweepCopies": "maintenance",
  // Campaigns to readers have their own queue: its per-minute limit never holds back a password reset.
  "readerMail.announceChapter": "readerMail",
  "readerMail.send": "readerMail",
  "readerMail.sendDue": "readerMail",
} as const satisfies Record<JobName, QueueName>;
