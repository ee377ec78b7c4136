import type { Knex } from "@storyloom/db";
import type { Chapter } from "@storyloom/db/models";
import { ConflictError } from "../../errors.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicChapterTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { mergeStagedText } from "./chapterText.ts";
import { replacePublicationJob } from "./publicationJobs.ts";

export const NOT_PUBLISHED_CHAPTER_MESSAGE = "This chapter is not published or scheduled.";

/**
 * Takes a published or scheduled chapter back to DRAFT: readers stop seeing
 * it, its schedule and job go, and staged edits become its text (the working
 * text is unchanged, so no word is lost and an open editor stays valid).
 * `publishedAt` keeps the first publication's time. The caller has locked
 * the chapter row.
 */
export async function unpublishChapter(input: {
  trx: Knex.Transaction;
  jobs: JobQueue;
  pages: PublicPageCache;
  chapter: Chapter;
  now?: Date;
}): Promise<Chapter> {
  const { trx, jobs, pages, chapter } = input;
  // Read before the patch: patching a model instance also updates its properties.
  const previous = chapter.scheduledPublicationAt;
  if (chapter.status === "DRAFT") throw new ConflictError(NOT_PUBLISHED_CHAPTER_MESSAGE);
  const draft = await chapter.$query(trx).patchAndFetch({
    status: "DRAFT",
    // The staged edits become the chapter's text: unpublishing loses no words.
    ...mergeStagedText(chapter),
    scheduledUnlockAt: null,
  });
  replacePublicationJob({ trx, jobs, target: { kind: "chapter", chapterId: chapter.id }, previous, next: null, now: input.now ?? new Date() });
  void invalidatePublicPages({ trx, pages, tags: publicChapterTags(chapter.bookId) });
  return draft;
}
