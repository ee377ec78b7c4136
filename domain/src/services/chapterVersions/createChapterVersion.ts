import type { Knex } from "@storyloom/db";
import { ChapterVersion } from "@storyloom/db/models";
import type { Chapter } from "@storyloom/db/models";
import { workingText } from "../chapters/workingText.ts";

/**
 * Keeps the chapter's working text (the staged text of a published chapter)
 * as a version: on demand with the author's name for it, automatically
 * before an edit (versionName null) or before a restore.
 */
export async function createChapterVersion(input: { trx: Knex.Transaction; chapter: Chapter; versionName: string | null }): Promise<ChapterVersion> {
  const { trx, chapter, versionName } = input;
  return ChapterVersion.query(trx).insertAndFetch({
    chapterId: chapter.id,
    markup: workingText(chapter).markup,
    versionName,
    snapshotVersion: chapter.version,
  });
}
