import type { Knex } from "@storyloom/db";
import type { Chapter, ChapterVersion } from "@storyloom/db/models";
import { isStaging } from "../chapters/workingText.ts";
import { createChapterVersion } from "./createChapterVersion.ts";

/** How the version that keeps the replaced text is named. */
export function beforeRestoringName(version: ChapterVersion): string {
  const label = version.versionName ?? `the version of ${version.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  // versionName holds at most 100 characters, like a name the author gives.
  return `Before restoring ${label}`.slice(0, 100);
}

/**
 * Puts a version's markup back into the chapter (into stagedMarkup for a
 * published chapter, whose readers keep their text) after keeping the text it
 * replaces as a new version, so a restore can itself be undone. Bumps the
 * chapter's version. The caller has locked the chapter and authorized
 * "chapterVersion.restore".
 */
export async function restoreChapterVersion(input: {
  trx: Knex.Transaction;
  chapter: Chapter;
  version: ChapterVersion;
}): Promise<{ chapter: Chapter; keptVersion: ChapterVersion }> {
  const { trx, chapter, version } = input;
  const keptVersion = await createChapterVersion({ trx, chapter, versionName: beforeRestoringName(version) });
  const text = isStaging(chapter) ? { stagedMarkup: version.markup } : { markup: version.markup };
  const restored = await chapter.$query(trx).patchAndFetch({ ...text, version: chapter.version + 1 });
  return { chapter: restored, keptVersion };
}
