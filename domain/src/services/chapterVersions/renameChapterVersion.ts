import type { Knex } from "@storyloom/db";
import type { ChapterVersion } from "@storyloom/db/models";

/** Gives a version the author's name for it. The caller has authorized "chapterVersion.update". */
export async function renameChapterVersion(input: { trx: Knex.Transaction; version: ChapterVersion; versionName: string }): Promise<ChapterVersion> {
  return input.version.$query(input.trx).patchAndFetch({ versionName: input.versionName });
}
