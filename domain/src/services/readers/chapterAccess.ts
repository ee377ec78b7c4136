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
import { chapterPackOffers } from "../payments/chapterPacks.ts";
import { findReadableBookFacts } from "./suspendedBooks.ts";
import type { PublicBookFacts } from "./publicBooks.ts";

type Db = Knex | Knex.Transaction;

/** Why a chapter is open to the caller, or "locked". */
export type ChapterAccessReason = "free" | "bought" | "subscribed" | "author" | "admin" | "locked";

/** What would open a locked chapter. */
export interface ChapterUnlockOptions {
  /** The caller is anonymous: a sign-in comes first. */
  needsSignIn: boolean;
  /** How many chapters from the first are free (by the free count or as older than the paid latest ones), at most the published ones. */
  freeChaptersCount: number;
  /** Chapters are sold one by one: the book has a chapterPrice, is not subscribersOnly, and the chapter is not in its early-access window. */
  canBuyChapters: boolean;
  /** Price of one chapter in cents, when canBuyChapters. */
  chapterPrice: number | null;
  /** Price of the entire book in cents, when it is sold whole (`bundle`; never subscribersOnly, nor in the early-access window). */
  bundlePrice: number | null;
  /** The author or the book's series offers a subscription. */
  canSubscribe: boolean;
  /** When the chapter becomes free for everyone, when that is a known time (its scheduledUnlockAt, or the end of its early-access window). */
  unlocksFreeAt: Date | null;
  /** The chapter is in its early-access window: subscribers only until then. */
  subscribersOnlyUntil: Date | null;
  /**
   * The chapter packs offered from this chapter on (payments/chapterPacks.ts): at most the chapters left to buy,
   * each cheaper than the whole book; empty when chapters are not sold one by one (`withChapterPacks` fills it in
   * from the book's chapters).
   */
  chapterPacks: number[];
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

/** What the rule needs to know about the book: its paywall rules (null turns a rule off). */
export interface AccessBook {
  authorId: number;
  publicChaptersCount: number;
  subscribersOnly: boolean;
  /** Cents per chapter bought one by one; null when chapters are not sold one by one. */
  chapterPrice: number | null;
  /** Cents; null when the book is not sold whole. */
  bundlePrice: number | null;
  /** Only the latest this many published chapters are paid; older ones are free. */
  paidLatestChaptersCount: number | null;
  /** A new chapter is for subscribers only during its first this many days. */
  subscriberEarlyDays: number | null;
  /** The author's subscription or the book's series' subscription is on offer. */
  subscriptionOffered: boolean;
  /**
   * The author charges for the book in some way (chargesReaders): without
   * that, every chapter is free to read, whatever the free count says.
   */
  hasPaywall: boolean;
}

/** What the rule needs to know about one published chapter. */
export interface AccessChapter {
  id: number;
  /** 1-based place among the book's published chapters in reading order. */
  index: number;
  /** Its first publication (kept through an unpublish): the early-access window counts from it. */
  publishedAt: Date | null;
  /** The chapter is free for everyone from then on (the author's date, or publication + the book's freeAfterDays). */
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

/** The paywall rules count days as 24 hours from the publication instant. */
export const DAY_MS = 86_400_000;

/** The end of the chapter's early-access window for subscribers (publishedAt + subscriberEarlyDays), or null when it has none. */
export function earlyAccessEndsAt(book: Pick<AccessBook, "subscriberEarlyDays">, chapter: Pick<AccessChapter, "publishedAt">): Date | null {
  if (book.subscriberEarlyDays === null || chapter.publishedAt === null) return null;
  return new Date(chapter.publishedAt.getTime() + book.subscriberEarlyDays * DAY_MS);
}

/**
 * The scheduledUnlockAt the book's freeAfterDays gives a chapter published at
 * `publishedAt` (publication + X days), or null when the book has no such rule.
 */
export function ruleUnlockAt(book: { freeAfterDays: number | null }, publishedAt: Date): Date | null {
  return book.freeAfterDays === null ? null : new Date(publishedAt.getTime() + book.freeAfterDays * DAY_MS);
}

/** How many chapters from the first are free for everyone: the free count, or all but the paid latest ones, whichever is more. */
function freePrefixOf(book: AccessBook, publishedChaptersCount: number): number {
  const olderThanPaid = book.paidLatestChaptersCount === null ? 0 : publishedChaptersCount - book.paidLatestChaptersCount;
  return Math.max(0, Math.min(publishedChaptersCount, Math.max(book.publicChaptersCount, olderThanPaid)));
}

function isBookAuthor(actor: Actor, book: AccessBook): boolean {
  return actor.kind === "user" && actor.authorId !== null && actor.authorId === book.authorId;
}

function isPast(at: Date | null, now: Date): boolean {
  return at !== null && at.getTime() <= now.getTime();
}

/**
 * The rule (README.md beside this file has it as a table). The author and
 * admins read everything; everyone reads a book that charges nothing
 * (chargesReaders.ts) in full. A chapter in its early-access window (published
 * less than subscriberEarlyDays ago) is open only to subscribers and to
 * readers who already own it. Otherwise it is free among the first
 * publicChaptersCount, once its scheduledUnlockAt has passed, or when it is
 * older than the paidLatestChaptersCount latest; a purchase (the entire book,
 * or this very chapter) opens it whatever its place; an active author or
 * series subscription opens every chapter. Anything else is locked, with
 * what would open it.
 */
export function decideChapterAccess(facts: AccessFacts, chapter: AccessChapter): ChapterAccess {
  const { actor, book, reader, now } = facts;
  const open = (reason: ChapterAccessReason): ChapterAccess => ({ chapterIndex: chapter.index, isOpen: true, reason, unlock: null });
  const locked = (
    offers: Pick<ChapterUnlockOptions, "canBuyChapters" | "chapterPrice" | "bundlePrice" | "unlocksFreeAt" | "subscribersOnlyUntil">,
  ): ChapterAccess => ({
    chapterIndex: chapter.index,
    isOpen: false,
    reason: "locked",
    unlock: {
      needsSignIn: actor.kind === "anonymous",
      freeChaptersCount: freePrefixOf(book, facts.publishedChaptersCount),
      canBuyChapters: offers.canBuyChapters,
      chapterPrice: offers.chapterPrice,
      bundlePrice: offers.bundlePrice,
      canSubscribe: book.subscriptionOffered,
      unlocksFreeAt: offers.unlocksFreeAt,
      subscribersOnlyUntil: offers.subscribersOnlyUntil,
      chapterPacks: [],
    },
  });
  if (isBookAuthor(actor, book)) return open("author");
  if (isAdmin(actor)) return open("admin");
  if (!book.hasPaywall) return open("free");
  const owns = reader.entireBook || reader.unlockedChapterIds.has(chapter.id);

  const earlyUntil = earlyAccessEndsAt(book, chapter);
  if (earlyUntil !== null && !isPast(earlyUntil, now)) {
    if (owns) return open("bought");
    if (reader.isSubscribed) return open("subscribed");
    // What a reader holding nothing gets once the window closes says whether, and when, it is free.
    const after = decideChapterAccess({ ...facts, reader: NO_READER_ACCESS, now: earlyUntil }, chapter);
    const unlocksFreeAt = after.isOpen ? earlyUntil : (after.unlock?.unlocksFreeAt ?? null);
    return locked({ canBuyChapters: false, chapterPrice: null, bundlePrice: null, unlocksFreeAt, subscribersOnlyUntil: earlyUntil });
  }

  const isFree =
    chapter.index <= book.publicChaptersCount ||
    isPast(chapter.scheduledUnlockAt, now) ||
    (book.paidLatestChaptersCount !== null && chapter.index <= facts.publishedChaptersCount - book.paidLatestChaptersCount);
  if (isFree) return open("free");
  if (owns) return open("bought");
  if (reader.isSubscribed) return open("subscribed");
  const canBuyChapters = !book.subscribersOnly && book.chapterPrice !== null;
  return locked({
    canBuyChapters,
    chapterPrice: canBuyChapters ? book.chapterPrice : null,
    bundlePrice: book.subscribersOnly ? null : book.bundlePrice,
    unlocksFreeAt: chapter.scheduledUnlockAt,
    subscribersOnlyUntil: null,
  });
}

/**
 * The accesses of a book's chapters (all of them, in reading order) with the
 * chapter packs each locked chapter offers: a pack from chapter i holds the
 * chapters from i on that the reader could buy (locked, sold one by one), so
 * its size is bounded by how many of those there are.
 */
export function withChapterPacks<T extends ChapterAccess>(accesses: readonly T[]): T[] {
  let chaptersLeft = 0;
  const packed: T[] = [];
  for (let place = accesses.length - 1; place >= 0; place -= 1) {
    const access = accesses[place]!;
    const unlock = access.unlock;
    if (!access.isOpen && unlock?.canBuyChapters) chaptersLeft += 1;
    packed[place] = unlock?.canBuyChapters
      ? {
          ...access,
          unlock: { ...unlock, chapterPacks: chapterPackOffers({ chapterPrice: unlock.chapterPrice, bundlePrice: unlock.bundlePrice, chaptersLeft }) },
        }
      : access;
  }
  return packed;
}

/** The rule over every published chapter of a book (chapters in reading order, indexes from 1), with the packs on offer. */
export function decideBookAccess(facts: AccessFacts, chapters: readonly AccessChapter[]): ChapterAccess[] {
  return withChapterPacks(chapters.map((chapter) => decideChapterAccess(facts, chapter)));
}

/**
 * What the actor holds for the book, in two queries (the reader's ReaderBook
 * with its unlock rows, and both subscriptions at once); none for the
 * anonymous, the book's author and admins, whom the rule answers without them.
 */
export async function loadReaderAccess(input: {
  db: Db;
  actor: Actor;
  book: { id: number; authorId: number; seriesId: number | null };
  now?: Date;
}): Promise<ReaderAccess> {
  const { db, actor, book } = input;
  const now = input.now ?? new Date();
  if (actor.kind === "anonymous" || actor.readerId === null) return NO_READER_ACCESS;
  const readerId = actor.readerId;
  if (actor.authorId === book.authorId || isAdmin(actor)) return NO_READER_ACCESS;
  // One after the other: inside a transaction both would share one connection anyway.
  const purchaseRows = await db("readerBooks")
    .leftJoin("readerChapterUnlocks", "readerChapterUnlocks.readerBookId", "readerBooks.id")
    .where({ "readerBooks.readerId": readerId, "readerBooks.bookId": book.id })
    .select<Array<{ entireBook: boolean; chapterId: number | null }>>("readerBooks.entireBook", "readerChapterUnlocks.chapterId");
  // A subscription opens the book for the period paid for (currentPeriodEnd), whether or not it renews after.
  const subscriptionRows = await db.select<Array<{ isSubscribed: boolean }>>(
    db.raw(
      `exists (select 1 from author_subscriptions where reader_id = ? and author_id = ? and not is_deleted and current_period_end > ?)
       or exists (select 1 from series_subscriptions where reader_id = ? and series_id = ? and not is_deleted and current_period_end > ?) as is_subscribed`,
      [readerId, book.authorId, now, readerId, book.seriesId, now],
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
export async function findPublishedChapterByIndex(
  db: Db,
  bookId: number,
  chapterIndex: number,
): Promise<(AccessChapter & { publishedChaptersCount: number }) | null> {
  if (chapterIndex < 1) return null;
  const row = await db("chapters")
    .where({ bookId, status: "PUBLISHED" })
    .orderBy("number")
    .offset(chapterIndex - 1)
    .limit(1)
    .first<{ id: number; publishedAt: Date | null; scheduledUnlockAt: Date | null; total: number } | undefined>(
      "id",
      "publishedAt",
      "scheduledUnlockAt",
      db.raw("count(*) over () as total"),
    );
  if (!row) return null;
  return { id: row.id, index: chapterIndex, publishedAt: row.publishedAt, scheduledUnlockAt: row.scheduledUnlockAt, publishedChaptersCount: row.total };
}

/** The access facts of a public book, ready for the rule. */
export function accessBookOf(book: PublicBookFacts): AccessBook {
  return {
    authorId: book.authorId,
    publicChaptersCount: book.publicChaptersCount,
    subscribersOnly: book.subscribersOnly,
    chapterPrice: book.chapterPrice,
    bundlePrice: book.bundlePrice,
    paidLatestChaptersCount: book.paidLatestChaptersCount,
    subscriberEarlyDays: book.subscriberEarlyDays,
    subscriptionOffered: book.authorSubscriptionEnabled || book.seriesSubscriptionEnabled,
    hasPaywall: book.hasPaywall,
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
  const book = await findReadableBookFacts(db, bookId, actor);
  const chapter = await findPublishedChapterByIndex(db, bookId, chapterIndex);
  if (!chapter) throw new NotFoundError("Chapter not found.");
  const reader = await loadReaderAccess({ db, actor, book });
  return {
    bookId,
    book: accessBookOf(book),
    chapter: { id: chapter.id, index: chapter.index, publishedAt: chapter.publishedAt, scheduledUnlockAt: chapter.scheduledUnlockAt },
    publishedChaptersCount: chapter.publishedChaptersCount,
    reader,
    now: input.now ?? new Date(),
  };
}

/** The rule applied to loaded facts, with the chapter's id and the count of published chapters. */
export function decideFromFacts(actor: Actor, facts: ChapterFacts): ChapterAccessDecision {
  const access = decideChapterAccess(
    { actor, book: facts.book, publishedChaptersCount: facts.publishedChaptersCount, reader: facts.reader, now: facts.now },
    facts.chapter,
  );
  return { ...access, chapterId: facts.chapter.id, chaptersCount: facts.publishedChaptersCount };
}

/**
 * Whether the actor may read chapter `chapterIndex` of public book `bookId`,
 * and why: NotFoundError "Book not found." for a book that is not public,
 * "Chapter not found." past the last published chapter.
 */
export async function findChapterAccess(input: { db: Db; actor: Actor; bookId: number; chapterIndex: number; now?: Date }): Promise<ChapterAccessDecision> {
  const facts = await loadChapterFacts(input);
  const decision = decideFromFacts(input.actor, facts);
  if (decision.isOpen || !decision.unlock?.canBuyChapters) return decision;
  // Locked and sold one by one: the packs on offer depend on the chapters after this one (one more query).
  const later: Array<{ id: number; publishedAt: Date | null; scheduledUnlockAt: Date | null }> = await input
    .db("chapters")
    .where({ bookId: input.bookId, status: "PUBLISHED" })
    .orderBy("number")
    .offset(facts.chapter.index - 1)
    .select("id", "publishedAt", "scheduledUnlockAt");
  const ruleFacts = { actor: input.actor, book: facts.book, publishedChaptersCount: facts.publishedChaptersCount, reader: facts.reader, now: facts.now };
  const accesses = withChapterPacks(later.map((row, place) => decideChapterAccess(ruleFacts, { ...row, index: facts.chapter.index + place })));
  return { ...decision, unlock: accesses[0]?.unlock ?? decision.unlock };
}
