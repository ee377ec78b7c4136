/**
 * The `epubs.generate` job's work: builds the EPUB of the book's published
 * text, stores it and installs it (installEpubFile.ts). Idempotent: only the
 * book's latest request is built, and a delivery of a finished request does
 * nothing. A failure is recorded for the author (status FAILED and why)
 * rather than retried: the same text would fail the same way, and the
 * author can press Generate again.
 */
import type { Knex } from "@storyloom/db";
import { AuthorProfile, Book, BookEpub } from "@storyloom/db/models";
import type { Storage } from "../../integrations/storage.ts";
import type { Logger } from "../../logger.ts";
import { AppError } from "../../errors.ts";
import { buildEpub, EPUB_CONTENT_TYPE } from "./buildEpub.ts";
import { epubKeyOf, installEpubFile } from "./installEpubFile.ts";
import { loadEpubBook } from "./loadEpubBook.ts";

export interface GenerateEpubDeps {
  knex: Knex;
  storage: Storage;
  publicUrl: string;
  logger?: Logger;
}

export type GenerateEpubOutcome = "built" | "superseded" | "failed";

const FAILED_UNKNOWN = "Something went wrong while building the EPUB. Try again.";

async function isCurrentRequest(knex: Knex, bookId: number, requestNumber: number): Promise<boolean> {
  const row = await BookEpub.query(knex).findOne({ bookId });
  return row !== undefined && row.requestNumber === requestNumber && row.buildStatus === "BUILDING";
}

async function recordFailure(knex: Knex, bookId: number, requestNumber: number, message: string): Promise<void> {
  await knex("bookEpubs")
    .where({ bookId, requestNumber, buildStatus: "BUILDING" })
    .update({ buildStatus: "FAILED", error: message, finishedAt: new Date(), updatedAt: new Date() });
}

export async function generateBookEpub(deps: GenerateEpubDeps, payload: { bookId: number; requestNumber: number }): Promise<GenerateEpubOutcome> {
  const { knex, storage, logger } = deps;
  const { bookId, requestNumber } = payload;
  if (!(await isCurrentRequest(knex, bookId, requestNumber))) return "superseded";
  let key: string;
  let byteSize: number;
  let name: string;
  let creatorId: number;
  try {
    const book = await Book.query(knex).findById(bookId).where({ deleted: false });
    if (!book) {
      await recordFailure(knex, bookId, requestNumber, "This book was deleted.");
      return "failed";
    }
    const bytes = buildEpub(await loadEpubBook({ db: knex, storage, publicUrl: deps.publicUrl, ...(logger ? { logger } : {}) }, book));
    key = epubKeyOf(bookId, bytes);
    byteSize = bytes.length;
    name = `${book.title.trim() || "Untitled"}.epub`;
    creatorId = (await AuthorProfile.query(knex).findById(book.authorId).throwIfNotFound()).userId;
    await storage.put(key, bytes, EPUB_CONTENT_TYPE);
  } catch (error) {
    logger?.warn({ err: error, bookId, requestNumber }, "epub: build failed");
    await recordFailure(knex, bookId, requestNumber, error instanceof AppError ? error.message : FAILED_UNKNOWN);
    return "failed";
  }
  const installed = await knex.transaction((trx) =>
    installEpubFile({ trx, storage, bookId, key, byteSize, name, source: "GENERATED", creatorId, requestNumber, ...(logger ? { logger } : {}) }),
  );
  if (!installed) {
    // Overtaken while building: the stored bytes are nobody's file (unless another request stored the very same bytes and kept them).
    const kept = await knex("fileRecords").where({ s3Key: key, deleted: false }).first("id");
    if (!kept) await storage.delete(key);
    return "superseded";
  }
  return "built";
}
