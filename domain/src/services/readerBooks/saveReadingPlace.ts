import type { Knex } from "@storyloom/db";
import { ReaderBook } from "@storyloom/db/models";
import { ChapterLockedError } from "../../errors.ts";
import type { UserActor } from "../../auth/actor.ts";
import { findChapterAccess } from "../readers/chapterAccess.ts";
import { ensureReaderNotification } from "../readerMail/readerNotifications.ts";

/**
 * Saves where a reader is in a public book: the chapter (by its 1-based index
 * among the published chapters, which must be open to them) and how far into
 * it (of its text, or of its audio in audiobook mode). The first call creates the ReaderBook and counts one more reader of the
 * book. The caller has authorized "readerBook.save".
 */
export async function saveReadingPlace(input: {
  actor: UserActor;
  readerId: number;
  trx: Knex.Transaction;
  bookId: number;
  chapterIndex: number;
  progress: number;
  /** Listening (true) or reading (false); unchanged when not given. */
  audiobookMode?: boolean;
  now?: Date;
}): Promise<ReaderBook> {
  const { trx, readerId, bookId, chapterIndex } = input;
  const now = input.now ?? new Date();
  const access = await findChapterAccess({ db: trx, actor: input.actor, bookId, chapterIndex, now });
  if (!access.isOpen) throw new ChapterLockedError();
  const place = {
    currentChapterIndex: chapterIndex,
    currentChapterId: access.chapterId,
    currentChapterProgress: input.progress,
    lastReadAt: now,
    ...(input.audiobookMode === undefined ? {} : { audiobookMode: input.audiobookMode }),
  };
  // Two first calls at once: the unique (reader_id, book_id) lets one insert
  // through and makes the other wait for it, then do nothing.
  const inserted = await trx("readerBooks")
    .insert({ readerId, bookId, ...place, chaptersRead: chapterIndex, firstReadAt: now })
    .onConflict(["readerId", "bookId"])
    .ignore()
    .returning("id");
  let firstRead = inserted.length > 0;
  // A reader who opens a book gets the author's e-mails unless they said no before.
  if (firstRead) await ensureReaderNotification(trx, readerId, { bookId });
  if (!firstRead) {
    // A ReaderBook made by a purchase before the reader opened the book: the first read is now.
    const opened = await trx("readerBooks").where({ readerId, bookId }).whereNull("firstReadAt").update({ firstReadAt: now }).returning("id");
    firstRead = opened.length > 0;
    await ReaderBook.query(trx)
      .where({ readerId, bookId })
      .patch({ ...place, chaptersRead: ReaderBook.raw("greatest(chapters_read, ?::integer)", [chapterIndex]) });
  }
  // Counted without touching books.updated_at: a reader opening a book is no edit of it.
  if (firstRead) await trx("books").where({ id: bookId }).increment("readersCount", 1);
  return ReaderBook.query(trx).findOne({ readerId, bookId }).throwIfNotFound();
}
