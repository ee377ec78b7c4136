import type { Knex } from "@storyloom/db";
import { BookEpub } from "@storyloom/db/models";
import type { EpubBuildStatus, EpubSource } from "@storyloom/db/enums";

type Db = Knex | Knex.Transaction;

/** A build that has said nothing for this long was lost (a worker killed, Redis emptied): the studio shows it failed. */
export const BUILD_LOST_AFTER_MS = 10 * 60 * 1000;
export const BUILD_LOST_MESSAGE = "The build did not finish. Try again.";

/** What the author sees of the book's EPUB. */
export interface EpubState {
  status: EpubBuildStatus;
  requestedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
  /** The current file, also while a new one is being built. */
  file: { name: string; source: EpubSource; byteSize: number; createdAt: Date } | null;
}

export const NO_EPUB: EpubState = Object.freeze({ status: "NONE", requestedAt: null, finishedAt: null, error: null, file: null });

/** The state of a row as it stands at `now`: a lost build reads as failed. */
export function epubStateOf(row: BookEpub | undefined, now: Date = new Date()): EpubState {
  if (!row) return NO_EPUB;
  const file =
    row.fileRecord && row.source && row.byteSize !== null
      ? { name: row.fileRecord.name, source: row.source, byteSize: row.byteSize, createdAt: row.fileRecord.createdAt }
      : null;
  const lost = row.buildStatus === "BUILDING" && row.requestedAt !== null && now.getTime() - row.requestedAt.getTime() > BUILD_LOST_AFTER_MS;
  return {
    status: lost ? "FAILED" : row.buildStatus,
    requestedAt: row.requestedAt,
    finishedAt: row.finishedAt,
    error: lost ? BUILD_LOST_MESSAGE : row.error,
    file,
  };
}

/** The book's EPUB state (the caller has loaded the book scoped to its author). */
export async function findEpubState(db: Db, bookId: number, now?: Date): Promise<EpubState> {
  const row = await BookEpub.query(db).findOne({ bookId }).withGraphFetched("fileRecord");
  return epubStateOf(row, now);
}

/** The book's row, made when missing, locked for the rest of the transaction. */
export async function lockBookEpub(trx: Knex.Transaction, bookId: number): Promise<BookEpub> {
  await trx("bookEpubs").insert({ bookId }).onConflict("bookId").ignore();
  return BookEpub.query(trx).findOne({ bookId }).forUpdate().throwIfNotFound();
}
