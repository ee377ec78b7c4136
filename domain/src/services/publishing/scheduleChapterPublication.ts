import type { Knex } from "@storyloom/db";
import type { Chapter } from "@storyloom/db/models";
import { ConflictError, ValidationError } from "../../errors.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { EMPTY_CHAPTER_MESSAGE, hasVisibleText } from "./chapterText.ts";
import { replacePublicationJob } from "./publicationJobs.ts";

export const FUTURE_TIME_MESSAGE = "Choose a time in the future.";
export const UNLOCK_BEFORE_PUBLICATION_MESSAGE = "Must be at or after the publication time.";
export const SCHEDULE_PUBLISHED_CHAPTER_MESSAGE = "This chapter is already published. Unpublish it first to schedule it.";

/**
 * Schedules a DRAFT chapter (or moves a SCHEDULED one's time): it becomes
 * SCHEDULED and a delayed job publishes it at `scheduledPublicationAt`.
 * `null` unschedules it: back to DRAFT, its job removed. A published chapter
 * cannot be scheduled (its readers would lose it until then). The caller has
 * locked the chapter row.
 */
export async function scheduleChapterPublication(input: {
  trx: Knex.Transaction;
  jobs: JobQueue;
  chapter: Chapter;
  scheduledPublicationAt: Date | null;
  scheduledUnlockAt?: Date | null | undefined;
  sendEmailWhenPublished?: boolean | undefined;
  now?: Date;
}): Promise<Chapter> {
  const { trx, jobs, chapter, scheduledPublicationAt: at } = input;
  // Read before the patch: patching a model instance also updates its properties.
  const previous = chapter.scheduledPublicationAt;
  const now = input.now ?? new Date();
  if (chapter.status === "PUBLISHED") throw new ConflictError(SCHEDULE_PUBLISHED_CHAPTER_MESSAGE);
  const target = { kind: "chapter", chapterId: chapter.id } as const;

  if (at === null) {
    if (chapter.status === "DRAFT") return chapter;
    const draft = await chapter.$query(trx).patchAndFetch({ status: "DRAFT", scheduledPublicationAt: null, scheduledUnlockAt: null });
    replacePublicationJob({ trx, jobs, target, previous, next: null, now });
    return draft;
  }

  if (at.getTime() <= now.getTime())
    throw new ValidationError(`scheduledPublicationAt: ${FUTURE_TIME_MESSAGE}`, { scheduledPublicationAt: FUTURE_TIME_MESSAGE });
  const unlockAt = input.scheduledUnlockAt === undefined ? chapter.scheduledUnlockAt : input.scheduledUnlockAt;
  if (unlockAt && unlockAt.getTime() < at.getTime()) {
    throw new ValidationError(`scheduledUnlockAt: ${UNLOCK_BEFORE_PUBLICATION_MESSAGE}`, { scheduledUnlockAt: UNLOCK_BEFORE_PUBLICATION_MESSAGE });
  }
  if (!hasVisibleText(chapter.markup)) throw new ValidationError(EMPTY_CHAPTER_MESSAGE);

  const scheduled = await chapter.$query(trx).patchAndFetch({
    status: "SCHEDULED",
    scheduledPublicationAt: at,
    scheduledUnlockAt: unlockAt,
    ...(input.sendEmailWhenPublished === undefined ? {} : { sendEmailWhenPublished: input.sendEmailWhenPublished }),
  });
  replacePublicationJob({ trx, jobs, target, previous, next: at, now });
  return scheduled;
}
