/**
 * Who may read which published chapter of a public book (README.md beside
 * this file). `decideChapterAccess` is the rule, a pure function of facts;
 * `loadReaderAccess` loads the facts about one reader and one book in two
 * queries, whatever the number of chapters; `findChapterAccess` answers for
 * one chapter by its index.
 */
import type { Knex } from "@storyloom/db";
import type { Actor } from "../../auth/actor.ts";
import { isAdmin } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";
import { findPublicBookFacts } from "./publicBooks.ts";
import type { PublicBookFacts } from "./publicBooks.ts";

type Db = Knex | Knex.Transaction;

/** Why a chapter is open to the caller, or "locked". */
export type ChapterAccessReason = "free" | "bought" | "subscribed" | "author" | "admin" | "locked";

/** What would open a locked chapter. */
export interface ChapterUnlockOptions {
  /** The caller is anonymous: a sign-in comes first. */
  needsSignIn: boolean;
  /** The book's free chapters: publicChaptersCount, at most the published ones. */
  freeChaptersCount: number;
  /** Chapters are sold one by one (never for a subscribersOnly book). */
  canBuyChapters: boolean;
  /** Price of the entire book in cents, when it is sold whole. */
  bundlePrice: number | null;
  /** The author or the book's series offers a subscription. */
  canSubscribe: boolean;
  /** A free chapter published ahead for paying readers: when it becomes free. */
  unlocksFreeAt: Date | null;
}

/** The decision for one chapter. */
export interface ChapterAccess {
  chapterIndex: number;
  isOpen: boolean;
  reason: ChapterAccessReason;
  /** Present when locked. */
  unlock: ChapterUnlockOptions | null;
}

/** The decision for one chapter, with the chapter's id (for the callers that then load or record it). */
export interface ChapterAccessDecision extends ChapterAccess {
  chapterId: number;
  /** The book's published chapters. */
  chaptersCount: number;
}

/** What the rule needs to know about the book. */
export interface AccessBook {
  authorId: number;
  publicChaptersCount: number;
  subscribersOnly: boolean;
  /** Cents; null when the book is not sold whole. */
  bundlePrice: number | null;
  /** The author's subscription or the book's series' subscription is on offer. */
  subscriptionOffered: boolean;
}

/** What the rule needs to know about one published chapter. */
export interface AccessChapter {
  id: number;
  /** 1-based place among the book's published chapters in reading order. */
  index: number;
  scheduledUnlockAt: Date | null;
}

/** What the caller holds for the book: nothing for the anonymous, the author and admins. */
export interface ReaderAccess {
  /** ReaderBook.entireBook. */
  entireBook: boolean;
  /** Chapters bought one by one (reader_chapter_unlocks), by chapter id. */
  unlockedChapterIds: ReadonlySet<number>;
  /** An active AuthorSubscription to the book's author or SeriesSubscription to its series. */
  isSubscribed: boolean;
}

export const NO_READER_ACCESS: ReaderAccess = Object.freeze({ entireBook: false, unlockedChapterIds: new Set<number>(), isSubscribed: false });

export interface AccessFacts {
  actor: Actor;
  book: AccessBook;
  /** How many chapters of the book are published. */
  publishedChaptersCount: number;
  reader: ReaderAccess;
  now: Date;
}

function isBookAuthor(actor: Actor, book: AccessBook): boolean {
  return actor.kind === "user" && actor.authorId !== null && actor.authorId === book.authorId;
}

/**
 * The rule. The author and admins read everything; the first
 * publicChaptersCount chapters are free unless their scheduledUnlockAt is
 * still ahead; a purchase (the entire book, or this very chapter) opens a
 * chapter whatever its place now; an active author or series subscription
 * opens every chapter. Anything else is locked, with what would open it.
 */
export function decideChapterAccess(facts: AccessFacts, chapter: AccessChapter): ChapterAccess {
  const { actor, book, reader, now } = facts;
  const open = (reason: ChapterAccessReason): ChapterAccess => ({ chapterIndex: chapter.index, isOpen: true, reason, unlock: null });
  if (isBookAuthor(actor, book)) return open("author");
  if (isAdmin(actor)) return open("admin");
  const isInFreeRange = chapter.index <= book.publicChaptersCount;
  const isHeldBack = chapter.scheduledUnlockAt !== null && chapter.scheduledUnlockAt.getTime() > now.getTime();
  if (isInFreeRange && !isHeldBack) return open("free");
  if (reader.entireBook || reader.unlockedChapterIds.has(chapter.id)) return open("bought");
  if (reader.isSubscribed) return open("subscribed");
  return {
    chapterIndex: chapter.index,
    isOpen: false,
    reason: "locked",
    unlock: {
      needsSignIn: actor.kind === "anonymous",
      freeChaptersCount: Math.min(book.publicChaptersCount, facts.publishedChaptersCount),
      canBuyChapters: !book.subscribersOnly,
      bundlePrice: book.subscribersOnly ? null : book.bundlePrice,
      canSubscribe: book.subscriptionOffered,
      unlocksFreeAt: isInFreeRange && isHeldBack ? chapter.scheduledUnlockAt : null,
    },
  };
}

/** The rule over every published chapter of a book (chapters in reading order, indexes from 1). */
export function decideBookAccess(facts: AccessFacts, chapters: readonly AccessChapter[]): ChapterAccess[] {
  return chapters.map((chapter) => decideChapterAccess(facts, chapter));
}

/**
 * What the actor holds for the book, in two queries (the reader's ReaderBook
 * with its unlock rows, and both subscriptions at once); none for the
 * anonymous, the book's author and admins, whom the rule answers without them.
 */
export async function loadReaderAccess(input: { db: Db; actor: Actor; book: { id: number; authorId: number; seriesId: number | null } }): Promise<ReaderAccess> {
  const { db, actor, book } = input;
  if (actor.kind === "anonymous" || actor.readerId === null) return NO_READER_ACCESS;
  const readerId = actor.readerId;
  if (actor.authorId === book.authorId || isAdmin(actor)) return NO_READER_ACCESS;
  // One after the other: inside a transaction both would share one connection anyway.
  const purchaseRows = await db("readerBooks")
    .leftJoin("readerChapterUnlocks", "readerChapterUnlocks.readerBookId", "readerBooks.id")
    .where({ "readerBooks.readerId": readerId, "readerBooks.bookId": book.id })
    .select<Array<{ entireBook: boolean; chapterId: number | null }>>("readerBooks.entireBook", "readerChapterUnlocks.chapterId");
  const subscriptionRows = await db.select<Array<{ isSubscribed: boolean }>>(
    db.raw(
      `exists (select 1 from author_subscriptions where reader_id = ? and author_id = ? and is_active and not is_deleted)
       or exists (select 1 from series_subscriptions where reader_id = ? and series_id = ? and is_active and not is_deleted) as is_subscribed`,
      [readerId, book.authorId, readerId, book.seriesId],
    ),
  );
  const unlockedChapterIds = new Set<number>();
  for (const row of purchaseRows) if (row.chapterId !== null) unlockedChapterIds.add(row.chapterId);
  return {
    entireBook: purchaseRows.some((row) => row.entireBook),
    unlockedChapterIds,
    isSubscribed: subscriptionRows[0]?.isSubscribed === true,
  };
}

/** One published chapter by its index, with the count of published chapters (0 when the index is past the end), in one query. */
export async function findPublishedChapterByIndex(db: Db, bookId: number, chapterIndex: number): Promise<(AccessChapter & { publishedChaptersCount: number }) | null> {
  if (chapterIndex < 1) return null;
  const row = await db("chapters")
    .where({ bookId, status: "PUBLISHED" })
    .orderBy("number")
    .offset(chapterIndex - 1)
    .limit(1)
    .first<{ id: number; scheduledUnlockAt: Date | null; total: number } | undefined>("id", "scheduledUnlockAt", db.raw("count(*) over () as total"));
  if (!row) return null;
  return { id: row.id, index: chapterIndex, scheduledUnlockAt: row.scheduledUnlockAt, publishedChaptersCount: row.total };
}

/** The access facts of a public book, ready for the rule. */
export function accessBookOf(book: PublicBookFacts): AccessBook {
  return {
    authorId: book.authorId,
    publicChaptersCount: book.publicChaptersCount,
    subscribersOnly: book.subscribersOnly,
    bundlePrice: book.bundlePrice,
    subscriptionOffered: book.authorSubscriptionEnabled || book.seriesSubscriptionEnabled,
  };
}

/** Everything the rule needs about one chapter for the actor, but the actor: a policy's subject. */
export interface ChapterFacts extends Omit<AccessFacts, "actor"> {
  bookId: number;
  chapter: AccessChapter;
}

/**
 * The facts about chapter `chapterIndex` of public book `bookId` for the
 * actor, in two to four queries: NotFoundError "Book not found." for a book
 * that is not public, "Chapter not found." past the last published chapter.
 */
export async function loadChapterFacts(input: { db: Db; actor: Actor; bookId: number; chapterIndex: number; now?: Date }): Promise<ChapterFacts> {
  const { db, actor, bookId, chapterIndex } = input;
  const book = await findPublicBookFacts(db, bookId);
  const chapter = await findPublishedChapterByIndex(db, bookId, chapterIndex);
  if (!chapter) throw new NotFoundError("Chapter not found.");
  const reader = await loadReaderAccess({ db, actor, book });
  return {
    bookId,
    book: accessBookOf(book),
    chapter: { id: chapter.id, index: chapter.index, scheduledUnlockAt: chapter.scheduledUnlockAt },
    publishedChaptersCount: chapter.publishedChaptersCount,
    reader,
    now: input.now ?? new Date(),
  };
}

/** The rule applied to loaded facts, with the chapter's id and the count of published chapters. */
export function decideFromFacts(actor: Actor, facts: ChapterFacts): ChapterAccessDecision {
  const access = decideChapterAccess({ actor, book: facts.book, publishedChaptersCount: facts.publishedChaptersCount, reader: facts.reader, now: facts.now }, facts.chapter);
  return { ...access, chapterId: facts.chapter.id, chaptersCount: facts.publishedChaptersCount };
}

/**
 * Whether the actor may read chapter `chapterIndex` of public book `bookId`,
 * and why: NotFoundError "Book not found." for a book that is not public,
 * "Chapter not found." past the last published chapter.
 */
export async function findChapterAccess(input: { db: Db; actor: Actor; bookId: number; chapterIndex: number; now?: Date }): Promise<ChapterAccessDecision> {
  return decideFromFacts(input.actor, await loadChapterFacts(input));
}
