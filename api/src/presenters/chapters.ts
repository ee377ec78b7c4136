import type { Chapter, ChapterVersion } from "@storyloom/db/models";
import { countWords } from "@storyloom/db/countWords";
import { hasStagedChanges, workingHeading } from "@storyloom/domain/services/chapters/workingText.ts";
import type { ChapterSummary } from "@storyloom/domain/services/chapters/listChapters.ts";
import type { ChapterSummaryView, ChapterVersionSummaryView, ChapterVersionView, ChapterView } from "./views/chapters.ts";

export type { ChapterSummaryView, ChapterVersionSummaryView, ChapterVersionView, ChapterView };

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A row of the chapter list: the working title and numbering, no markup. */
export function presentChapterSummary(chapter: ChapterSummary): ChapterSummaryView {
  const text = workingHeading(chapter);
  return {
    id: chapter.id,
    number: chapter.number,
    title: text.title,
    status: chapter.status,
    customNumbering: text.customNumbering,
    wordCount: chapter.wordCount,
    updatedAt: chapter.updatedAt.toISOString(),
    version: chapter.version,
    hasStagedChanges: hasStagedChanges(chapter),
  };
}

/** A whole chapter as the studio's editor reads it. */
export function presentChapter(chapter: Chapter): ChapterView {
  return {
    id: chapter.id,
    bookId: chapter.bookId,
    number: chapter.number,
    status: chapter.status,
    title: chapter.title,
    markup: chapter.markup,
    customNumbering: chapter.customNumbering,
    stagedTitle: chapter.stagedTitle,
    stagedMarkup: chapter.stagedMarkup,
    stagedCustomNumbering: chapter.stagedCustomNumbering,
    hasStagedChanges: hasStagedChanges(chapter),
    wordCount: chapter.wordCount,
    version: chapter.version,
    sendEmailWhenPublished: chapter.sendEmailWhenPublished,
    scheduledPublicationAt: iso(chapter.scheduledPublicationAt),
    scheduledUnlockAt: iso(chapter.scheduledUnlockAt),
    publishedAt: iso(chapter.publishedAt),
    createdAt: chapter.createdAt.toISOString(),
    updatedAt: chapter.updatedAt.toISOString(),
  };
}

export function presentChapterVersionSummary(version: ChapterVersion): ChapterVersionSummaryView {
  return {
    id: version.id,
    versionName: version.versionName,
    createdAt: version.createdAt.toISOString(),
    snapshotVersion: version.snapshotVersion,
    wordCount: countWords(version.markup),
  };
}

export function presentChapterVersion(version: ChapterVersion): ChapterVersionView {
  return { ...presentChapterVersionSummary(version), chapterId: version.chapterId, markup: version.markup };
}
