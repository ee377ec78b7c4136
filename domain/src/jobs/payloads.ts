import { z } from "zod";
import type { JobName } from "./names.ts";

/** The payload schema of every job: ids, never rows (docs/code-style.md, Jobs). */
export const jobPayloads = {
  "maintenance.purgeExpiredSessions": z.object({}).strict(),
  "mail.send": z.object({ emailId: z.number().int().positive() }).strict(),
  "mail.requeuePending": z.object({}).strict(),
  "publishing.publishChapter": z.object({ chapterId: z.number().int().positive() }).strict(),
  "publishing.publishBook": z.object({ bookId: z.number().int().positive() }).strict(),
  "publishing.publishDue": z.object({}).strict(),
  "ai.runJob": z.object({ jobId: z.number().int().positive() }).strict(),
  "ai.requeueUnfinished": z.object({}).strict(),
  "domains.checkDue": z.object({}).strict(),
  // requestNumber: the book's build request; each Generate is its own job (and job id), and only the latest builds.
  "epubs.generate": z.object({ bookId: z.number().int().positive(), requestNumber: z.number().int().positive() }).strict(),
  "epubs.sweepCopies": z.object({}).strict(),
  "readerMail.announceChapter": z.object({ chapterId: z.number().int().positive() }).strict(),
  "readerMail.send": z.object({ emailId: z.number().int().positive() }).strict(),
  "readerMail.sendDue": z.object({}).strict(),
} satisfies Record<JobName, z.ZodType>;

export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloads)[N]>;
