import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { enqueueAfterCommit } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { ValidationError } from "../../errors.ts";
import { findEpubState, lockBookEpub } from "./epubState.ts";
import type { EpubState } from "./epubState.ts";
import { NO_PUBLISHED_CHAPTERS } from "./loadEpubBook.ts";

/**
 * Asks the workers for a new EPUB of the book's published text: the book's
 * row goes to BUILDING with a new request number, and `epubs.generate` is
 * added once the transaction commits. A request while a build runs simply
 * supersedes it (the older job finds a newer number and stops).
 */
export async function requestEpubBuild(input: { trx: Knex.Transaction; jobs: JobQueue; book: Book; now?: Date }): Promise<EpubState> {
  const { trx, book } = input;
  const now = input.now ?? new Date();
  const published = await trx("chapters").where({ bookId: book.id, status: "PUBLISHED" }).first<{ id: number } | undefined>("id");
  if (!published) throw new ValidationError(NO_PUBLISHED_CHAPTERS);
  const row = await lockBookEpub(trx, book.id);
  const requestNumber = row.requestNumber + 1;
  await trx("bookEpubs").where({ id: row.id }).update({ buildStatus: "BUILDING", requestNumber, requestedAt: now, error: null, updatedAt: now });
  void enqueueAfterCommit(trx, input.jobs, "epubs.generate", { bookId: book.id, requestNumber });
  return findEpubState(trx, book.id, now);
}
