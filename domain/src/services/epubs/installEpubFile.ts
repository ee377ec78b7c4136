/**
 * Makes a stored EPUB the book's current one: a FileRecord (EPUB, ACTIVE),
 * the book's epubFileKey and the author's view of it, in one transaction; the
 * file it replaces is marked INACTIVE and deleted, and removed from storage
 * once the transaction has committed.
 */
import { createHash } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { FileRecord } from "@storyloom/db/models";
import type { BookEpub } from "@storyloom/db/models";
import type { EpubSource } from "@storyloom/db/enums";
import type { Storage } from "../../integrations/storage.ts";
import type { Logger } from "../../logger.ts";
import { lockBookEpub } from "./epubState.ts";

/** Where a book's EPUB is stored: named after its bytes, so a retried store writes the same object. */
export function epubKeyOf(bookId: number, bytes: Uint8Array): string {
  return `epubs/${bookId}/${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.epub`;
}

/** Marks the row's current file gone and answers its key (to remove after the commit). */
export async function retireCurrentFile(trx: Knex.Transaction, row: BookEpub): Promise<string | null> {
  if (row.fileRecordId === null) return null;
  const old = await FileRecord.query(trx).findById(row.fileRecordId);
  if (!old) return null;
  await FileRecord.query(trx).findById(old.id).patch({ status: "INACTIVE", deleted: true });
  return old.s3Key;
}

/** Removes a file from storage after the transaction commits; a failure is only logged (an orphan costs space, not correctness). */
export function removeAfterCommit(trx: Knex.Transaction, storage: Storage, key: string | null, logger?: Logger): void {
  if (key === null) return;
  trx.executionPromise.then(
    () => storage.delete(key).catch((error: unknown) => logger?.warn({ err: error, key }, "epub: old file could not be removed")),
    () => undefined,
  );
}

export interface InstallEpub {
  trx: Knex.Transaction;
  storage: Storage;
  bookId: number;
  /** Already stored under this key. */
  key: string;
  byteSize: number;
  /** The file's name as the author downloads it ("The Long Road.epub"). */
  name: string;
  source: EpubSource;
  creatorId: number;
  /** A build installs only while it is still the latest request; an upload always does. */
  requestNumber?: number;
  logger?: Logger;
  now?: Date;
}

/** Installs the file; false (and nothing changed) when a build was overtaken by a newer request, an upload or a delete. */
export async function installEpubFile(input: InstallEpub): Promise<boolean> {
  const { trx, bookId, key } = input;
  const now = input.now ?? new Date();
  const row = await lockBookEpub(trx, bookId);
  if (input.requestNumber !== undefined && (row.requestNumber !== input.requestNumber || row.buildStatus !== "BUILDING")) return false;
  const current = row.fileRecordId === null ? undefined : await FileRecord.query(trx).findById(row.fileRecordId);
  // The same bytes again (an upload sent twice): nothing to replace.
  const oldKey = current && current.s3Key === key ? null : await retireCurrentFile(trx, row);
  const file =
    current && current.s3Key === key
      ? current
      : await FileRecord.query(trx).insert({ name: input.name, s3Key: key, type: "EPUB", status: "ACTIVE", creatorId: input.creatorId, deleted: false });
  await trx("books").where({ id: bookId }).update({ epubFileKey: key });
  await trx("bookEpubs")
    .where({ id: row.id })
    .update({
      buildStatus: "READY",
      // An upload overtakes any build under way: its job finds a newer request and stops.
      requestNumber: input.requestNumber ?? row.requestNumber + 1,
      finishedAt: now,
      error: null,
      fileRecordId: file.id,
      source: input.source,
      byteSize: input.byteSize,
      updatedAt: now,
    });
  removeAfterCommit(trx, input.storage, oldKey, input.logger);
  return true;
}
