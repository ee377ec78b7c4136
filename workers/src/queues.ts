import { jobQueues } from "@storyloom/domain/jobs/index.ts";
import type { JobName, QueueName } from "@storyloom/domain/jobs/index.ts";

/**
 * Which queue each job runs on: exhaustive, so a new job name cannot be
 * forgotten. The map itself is api/src/jobs/names.ts's `jobQueues`, because
 * the API adds jobs to these queues too; one map keeps both sides agreeing.
 */
export const queueOf: Record<JobName, QueueName> = jobQueues;

/** Jobs that run on a schedule, with their repeat interval. */
export const schedules: Array<{ name: JobName; everyMs: number }> = [
  { name: "maintenance.purgeExpiredSessions", everyMs: 60 * 60 * 1000 },
  { name: "mail.requeuePending", everyMs: 5 * 60 * 1000 },
  // Publishes what is overdue when a delayed publication job was lost (docs/decisions/books-and-publishing.md, Jobs).
  { name: "publishing.publishDue", everyMs: 60 * 1000 },
  // Adds again the AI jobs whose run was lost (domain/src/services/jobs/requeueUnfinishedJobs.ts).
  { name: "ai.requeueUnfinished", everyMs: 5 * 60 * 1000 },
  // Custom domains' DNS and certificate checks that are due (domain/src/services/customDomains/checkCustomDomain.ts).
  { name: "domains.checkDue", everyMs: 60 * 1000 },
  // New-book e-mails whose time has come (domain/src/services/readerMail/newBookEmail.ts).
  { name: "readerMail.sendDue", everyMs: 60 * 1000 },
  // Readers' personal EPUB copies that are idle or made from a replaced file (domain/src/services/epubs/personalCopies.ts).
  { name: "epubs.sweepCopies", everyMs: 60 * 60 * 1000 },
];
