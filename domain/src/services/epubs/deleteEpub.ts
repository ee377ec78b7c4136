import type { Knex } from "@storyloom/db";
import type { Storage } from "../../integrations/storage.ts";
import type { Logger } from "../../logger.ts";
import { findEpubState, lockBookEpub } from "./epubState.ts";
import type { EpubState } from "./epubState.ts";
import { removeAfterCommit, retireCurrentFile } from "./installEpubFile.ts";

/**
 * Removes the book's EPUB: its FileRecord INACTIVE and deleted, the book's
 * epubFileKey cleared, any build under way cancelled (its job finds a newer
 * request number), the file removed from storage after the commit. Readers
 * can no longer download the book. Deleting when there is none is no error.
 */
export async function deleteEpub(input: { trx: Knex.Transaction; storage: Storage; bookId: number; logger?: Logger; now?: Date }): Promise<EpubState> {
  const { trx, bookId } = input;
  const now = input.now ?? new Date();
  const row = await lockBookEpub(trx, bookId);
  const oldKey = await retireCurrentFile(trx, row);
  await trx("books").where({ id: bookId }).update({ epubFileKey: null });
  await trx("bookEpubs")
    .where({ id: row.id })
    .update({
      buildStatus: "NONE",
      requestNumber: row.requestNumber + 1,
      error: null,
      finishedAt: null,
      requestedAt: null,
      fileRecordId: null,
      source: null,
      byteSize: null,
      updatedAt: now,
    });
  removeAfterCommit(trx, input.storage, oldKey, input.logger);
  return findEpubState(trx, bookId, now);
}
