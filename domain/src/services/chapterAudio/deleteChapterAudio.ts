import type { Knex } from "@storyloom/db";
import { NotFoundError } from "../../errors.ts";
import type { Storage } from "../../integrations/storage.ts";
import type { Logger } from "../../logger.ts";
import { removeAfterCommit } from "../epubs/installEpubFile.ts";
import { retireChapterAudio } from "./uploadChapterAudio.ts";

export const NO_CHAPTER_AUDIO = "This chapter has no audio.";

/**
 * Removes a chapter's audio: the rows stay, marked deleted (ChapterAudio and
 * its FileRecord), readers lose the player at once, and the stored bytes go
 * once the transaction has committed. NotFoundError when there is none.
 */
export async function deleteChapterAudio(input: { trx: Knex.Transaction; storage: Storage; chapterId: number; logger?: Logger }): Promise<void> {
  const { trx } = input;
  await trx("chapters").where({ id: input.chapterId }).forUpdate().first("id");
  const key = await retireChapterAudio(trx, input.chapterId);
  if (key === null) throw new NotFoundError(NO_CHAPTER_AUDIO);
  removeAfterCommit(trx, input.storage, key, input.logger);
}
