import type { Knex } from "@storyloom/db";
import { ChapterVersion } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";

/** A version of the given chapter (scoped by chapter, so another chapter's version id is not found). */
export async function findChapterVersion(db: Knex | Knex.Transaction, input: { chapterId: number; versionId: number }): Promise<ChapterVersion> {
  const version = await ChapterVersion.query(db).where({ chapterId: input.chapterId }).findById(input.versionId);
  if (!version) throw new NotFoundError("Chapter version not found.");
  return version;
}
