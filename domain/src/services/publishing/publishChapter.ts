import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import type { Chapter } from "@storyloom/db/models";
import { ConflictError, EditConflictError, ValidationError } from "../../errors.ts";
import { enqueueAfterCommit } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicChapterTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { createChapterVersion } from "../chapterVersions/createChapterVersion.ts";
import { ruleUnlockAt } from "../readers/chapterAccess.ts";
import { EDIT_CONFLICT_MESSAGE } from "../chapters/updateChapter.ts";
import { hasStagedChanges, workingText } from "../chapters/workingText.ts";
import { EMPTY_CHAPTER_MESSAGE, hasVisibleText, mergeStagedText, publishedVersionName } from "./chapterText.ts";
import { replacePublicationJob } from "./publicationJobs.ts";

export const ALREADY_PUBLISHED_MESSAGE = "This chapter is already published and has no unpublished changes.";

/**
 * Makes the chapter's working text what readers read: a draft or scheduled
 * chapter goes live, a published one's staged edits replace its live text.
 * `publishedAt` keeps the first publication's time. Every publication is
 * kept as a version named "Published {time} UTC". When the book frees
 * chapters X days after publication (freeAfterDays), a chapter without an
 * unlock time of its own gets publishedAt + X days as its scheduledUnlockAt
 * (the author's own date wins). The caller has locked the chapter row
 * (findChapter forUpdate). `fromVersion`, when given, is the
 * version the author saw: a chapter changed since is a 409 edit_conflict, so
 * nobody publishes a text they have not seen. The version itself is not
 * bumped: the working text an editor holds does not change.
 */
export async function publishChapter(input: {
  trx: Knex.Transaction;
  jobs: JobQueue;
  pages: PublicPageCache;
  chapter: Chapter;
  fromVersion?: number | undefined;
  sendEmailWhenPublished?: boolean | undefined;
  now?: Date;
}): Promise<Chapter> {
  const { trx, jobs, pages, chapter, fromVersion } = input;
  // Read before the patch: patching a model instance also updates its properties.
  const previous = chapter.scheduledPublicationAt;
  const now = input.now ?? new Date();
  const text = workingText(chapter);
  if (fromVersion !== undefined && fromVersion !== chapter.version) {
    throw new EditConflictError(EDIT_CONFLICT_MESSAGE, { version: chapter.version, ...text, updatedAt: chapter.updatedAt.toISOString() });
  }
  if (chapter.status === "PUBLISHED" && !hasStagedChanges(chapter)) throw new ConflictError(ALREADY_PUBLISHED_MESSAGE);
  if (!hasVisibleText(text.markup)) throw new ValidationError(EMPTY_CHAPTER_MESSAGE);

  const publishedAt = chapter.publishedAt ?? now;
  const rules = await Book.query(trx).findById(chapter.bookId).select("freeAfterDays");
  const published = await chapter.$query(trx).patchAndFetch({
    status: "PUBLISHED",
    ...mergeStagedText(chapter),
    publishedAt,
    scheduledUnlockAt: chapter.scheduledUnlockAt ?? (rules ? ruleUnlockAt(rules, publishedAt) : null),
    ...(input.sendEmailWhenPublished === undefined ? {} : { sendEmailWhenPublished: input.sendEmailWhenPublished }),
  });
  await createChapterVersion({ trx, chapter: published, versionName: publishedVersionName(now) });
  replacePublicationJob({ trx, jobs, target: { kind: "chapter", chapterId: chapter.id }, previous, next: null, now });
  void invalidatePublicPages({ trx, pages, tags: publicChapterTags(chapter.bookId) });
  // The new-chapter e-mail, once the chapter is live (once per chapter: the campaign key sees to a republished edit).
  if (published.sendEmailWhenPublished) void enqueueAfterCommit(trx, jobs, "readerMail.announceChapter", { chapterId: chapter.id });
  return published;
}
