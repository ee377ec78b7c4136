import { pageOf } from "@storyloom/db";
import type { Knex } from "@storyloom/db";
import { ChapterVersion } from "@storyloom/db/models";

/** One page of a chapter's versions, newest first. */
export async function listChapterVersions(input: {
  db: Knex | Knex.Transaction;
  chapterId: number;
  page: number;
  pageSize: number;
}): Promise<{ items: ChapterVersion[]; total: number }> {
  const { results, total } = await pageOf(
    ChapterVersion.query(input.db).where({ chapterId: input.chapterId }).orderBy("createdAt", "desc").orderBy("id", "desc"),
    input.page,
    input.pageSize,
  );
  return { items: results, total };
}
