/**
 * A reader's personal EPUB of a public book (docs/decisions/epub-and-audio.md, EPUB): only
 * for those who may read every published chapter (bought, subscribed, free,
 * or the author and admins), made from the author's current EPUB with the
 * reader's name and how they hold the book (personaliseEpub.ts), cached in
 * storage per reader and file (recorded in personal_copies, whose sweep
 * deletes old ones: personalCopies.ts), and counted in ReaderBook.downloadsCount.
 */
import { createHash } from "node:crypto";
import type { Knex } from "@storyloom/db";
import type { UserActor } from "../../auth/actor.ts";
import type { Storage, StorageConfig } from "../../integrations/storage.ts";
import { NotFoundError } from "../../errors.ts";
import type { ChapterAccessReason } from "../readers/chapterAccess.ts";
import { listPublicChapters } from "../readers/listPublicChapters.ts";
import { NO_EPUB_YET, openEpubDownload } from "./downloadOwnEpub.ts";
import type { EpubDownload } from "./downloadOwnEpub.ts";
import { personaliseOnEpubThread } from "./epubThreads.ts";
import type { PersonalCopy } from "./personaliseEpub.ts";
import { recordPersonalCopy } from "./personalCopies.ts";

type Db = Knex | Knex.Transaction;

/** What the download policy decides on: how many published chapters the caller may not read. */
export interface ReaderEpubFacts {
  bookId: number;
  title: string;
  epubFileKey: string | null;
  chaptersCount: number;
  lockedCount: number;
  /** Why the chapters are open to the caller (a book may be partly free, partly bought). */
  reasons: ReadonlySet<ChapterAccessReason>;
}

/** The facts for the caller; NotFoundError "Book not found." when the book is not public. */
export async function findReaderEpubFacts(input: { db: Db; actor: UserActor; bookId: number; now?: Date }): Promise<ReaderEpubFacts> {
  const chapters = await listPublicChapters({ db: input.db, actor: input.actor, bookId: input.bookId, ...(input.now ? { now: input.now } : {}) });
  const book: { title: string; epubFileKey: string | null } = await input.db("books").where({ id: input.bookId }).first("title", "epubFileKey");
  return {
    bookId: input.bookId,
    title: book.title,
    epubFileKey: book.epubFileKey,
    chaptersCount: chapters.length,
    lockedCount: chapters.filter((chapter) => !chapter.access.isOpen).length,
    reasons: new Set(chapters.map((chapter) => chapter.access.reason)),
  };
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** How the reader holds the book, in the words of the copy: a purchase with its date first. */
async function holdingOf(db: Db, readerId: number, facts: ReaderEpubFacts): Promise<string> {
  if (facts.reasons.has("author")) return "the author's copy";
  if (facts.reasons.has("bought")) {
    const paid: { at: Date | null } | undefined = await db("payments")
      .join("readerBooks", "readerBooks.id", "payments.readerBookId")
      .where({ "readerBooks.readerId": readerId, "readerBooks.bookId": facts.bookId })
      .whereIn("payments.status", ["SUCCEEDED", "PARTIALLY_REFUNDED"])
      .first(db.raw("min(payments.created_at) as at"));
    const since: { createdAt: Date } | undefined = paid?.at
      ? { createdAt: paid.at }
      : await db("readerBooks").where({ readerId, bookId: facts.bookId }).first("createdAt");
    return since ? `bought on ${DATE_FORMAT.format(since.createdAt)}` : "bought";
  }
  if (facts.reasons.has("subscribed")) return "a subscriber's copy";
  if (facts.reasons.has("admin")) return "an administrator's copy";
  return "free to read";
}

async function readerNameOf(db: Db, actor: UserActor, readerId: number): Promise<string> {
  const row: { name: string | null } | undefined = await db("readerProfiles").where({ id: readerId }).first("name");
  return row?.name?.trim() || actor.email;
}

/** Where a personal copy is cached: per reader, per book file and per holding (a purchase after a free read makes a new copy). */
export function personalCopyKeyOf(bookId: number, readerId: number, fileKey: string, line: string): string {
  const digest = createHash("sha256").update(`${readerId}\n${fileKey}\n${line}`).digest("hex").slice(0, 32);
  return `epubs/${bookId}/copies/${digest}.epub`;
}

/** Copies being made, by cache key: a second download while the first is made waits for it instead of making another. */
const making = new Map<string, Promise<number>>();

/**
 * Makes the copy on an EPUB thread, which reads the source from storage and
 * stores the copy under `key` itself: the event loop never holds its bytes.
 * Answers the copy's size.
 */
function makePersonalCopy(storage: StorageConfig, sourceKey: string, key: string, copy: PersonalCopy): Promise<number> {
  const made = making.get(key);
  if (made) return made;
  const promise = personaliseOnEpubThread({ storage, sourceKey, targetKey: key, copy }).finally(() => making.delete(key));
  making.set(key, promise);
  return promise;
}

/**
 * The reader's personal copy (the caller has applied readerBook.downloadEpub
 * to the facts): built once per reader and file, then served from storage,
 * as a stream the caller sends (or destroys). `storageConfig` is the
 * configuration `storage` was made from: the EPUB thread makes its own.
 */
export async function downloadReaderEpub(input: {
  db: Db;
  storage: Storage;
  storageConfig: StorageConfig;
  actor: UserActor;
  readerId: number;
  facts: ReaderEpubFacts;
  publicUrl: string;
  now?: Date;
}): Promise<EpubDownload> {
  const { db, storage, facts, readerId } = input;
  if (!facts.epubFileKey) throw new NotFoundError(NO_EPUB_YET);
  const holding = await holdingOf(db, readerId, facts);
  const readerName = await readerNameOf(db, input.actor, readerId);
  const key = personalCopyKeyOf(facts.bookId, readerId, facts.epubFileKey, `${readerName}\n${holding}`);
  const now = input.now ?? new Date();
  // Recorded before it is looked for: the sweep of old copies (personalCopies.ts) leaves a copy served now alone.
  await recordPersonalCopy(db, { storageKey: key, bookId: facts.bookId, readerId, sourceKey: facts.epubFileKey, now });
  if (!(await storage.exists(key))) {
    await makePersonalCopy(input.storageConfig, facts.epubFileKey, key, { readerName, holding, madeAt: now, platform: `Storyloom (${input.publicUrl})` });
  }
  const download = await openEpubDownload(storage, key, facts.title.trim() || "Untitled");
  try {
    if (!facts.reasons.has("author") && !facts.reasons.has("admin")) {
      // The reader's shelf row is made by the first download of a free book; counted without touching updated_at.
      await db("readerBooks")
        .insert({ readerId, bookId: facts.bookId, downloadsCount: 1 })
        .onConflict(["readerId", "bookId"])
        .merge({ downloadsCount: db.raw("reader_books.downloads_count + 1") });
    }
  } catch (error) {
    download.stream.destroy();
    throw error;
  }
  return download;
}
