import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { chargesReaders } from "../readers/chargesReaders.ts";
import { describeChapterAudiences } from "./chapterAudience.ts";
import type { AudienceBook, AudienceChapter, ChapterAudienceRow } from "./chapterAudience.ts";

type Db = Knex | Knex.Transaction;

/**
 * The book as the audience answer needs it, once it is known whether its
 * author can sell (a validated payout account: without it nothing is for sale,
 * as readers see it) and whether a subscription is on offer. `publicFrom`
 * overrides when readers see the book (the publish dialog asks "as if published now").
 */
export function audienceBookOf(book: Book, seller: { canSell: boolean; subscriptionOffered: boolean }, publicFrom?: Date): AudienceBook {
  const isLive = !book.deleted && !book.isSuspended;
  const liveFrom = book.status === "PUBLISHED" ? (book.publishedAt ?? new Date(0)) : book.status === "STAGED" ? book.scheduledPublicationAt : null;
  return {
    authorId: book.authorId,
    publicChaptersCount: book.publicChaptersCount,
    subscribersOnly: book.subscribersOnly,
    chapterPrice: seller.canSell ? book.chapterPrice : null,
    bundlePrice: seller.canSell && book.bundle ? book.bundlePrice : null,
    paidLatestChaptersCount: book.paidLatestChaptersCount,
    subscriberEarlyDays: book.subscriberEarlyDays,
    subscriptionOffered: seller.canSell && seller.subscriptionOffered,
    hasPaywall: chargesReaders({ ...book, authorSubscriptionEnabled: seller.subscriptionOffered, seriesSubscriptionEnabled: false }),
    freeAfterDays: book.freeAfterDays,
    publicFrom: !isLive ? null : (publicFrom ?? liveFrom),
  };
}

/** The chapters' few columns (no text), in reading order, and what the author offers: two queries. */
async function loadAudienceInput(db: Db, book: Book): Promise<{ chapters: AudienceChapter[]; seller: { canSell: boolean; subscriptionOffered: boolean } }> {
  const chapters = await db("chapters")
    .where({ bookId: book.id })
    .orderBy("number")
    .select<AudienceChapter[]>("id", "number", "title", "status", "publishedAt", "scheduledPublicationAt", "scheduledUnlockAt");
  const offers = await db.select<Array<{ canSell: boolean; subscriptionOffered: boolean }>>(
    db.raw(
      `exists (select 1 from author_profiles where id = :authorId and stripe_connected) as can_sell,
       exists (select 1 from author_profiles where id = :authorId and subscription_enabled)
       or exists (select 1 from series where id = :seriesId and subscription_enabled and not deleted and not is_suspended) as subscription_offered`,
      { authorId: book.authorId, seriesId: book.seriesId },
    ),
  );
  return { chapters, seller: { canSell: offers[0]?.canSell === true, subscriptionOffered: offers[0]?.subscriptionOffered === true } };
}

/**
 * Who can read each chapter of the (already loaded and authorised) book
 * today and when that changes, in two queries: the chapters' few columns (no
 * text) and what the author offers (sales, a subscription of theirs or of the
 * book's live series).
 */
export async function listChapterAudiences(input: { db: Db; book: Book; now?: Date }): Promise<ChapterAudienceRow[]> {
  const { chapters, seller } = await loadAudienceInput(input.db, input.book);
  // The chapter list describes the paywall as the author set it; whether they can sell yet is for the
  // payouts section and the publish verdict (previewReaderAccess) to say.
  return describeChapterAudiences({ book: audienceBookOf(input.book, { ...seller, canSell: true }), chapters, now: input.now ?? new Date() });
}

/** How many of the book's published chapters each kind of reader could read if the book went public now. */
export interface ReaderPreview {
  /** Chapters published (the ones readers would see). */
  publishedChapters: number;
  /** Free to everyone. */
  free: number;
  /** Open to readers who buy them (and to subscribers). */
  forSale: number;
  /** Open to subscribers only. */
  forSubscribers: number;
  /** Open to nobody: not free, not for sale, no subscription. */
  closed: number;
}

/**
 * What readers could read of the book if it went public now (its publish
 * dialog's verdict), by the same rule as the readers' own access: its
 * published chapters, counted by who could open them.
 */
export async function previewReaderAccess(input: { db: Db; book: Book; now?: Date }): Promise<ReaderPreview> {
  const now = input.now ?? new Date();
  const { chapters, seller } = await loadAudienceInput(input.db, input.book);
  const published = chapters.filter((chapter) => chapter.status === "PUBLISHED");
  const book = audienceBookOf(input.book, seller, now);
  const rows = describeChapterAudiences({ book, chapters: published, now });
  const count = (audience: ChapterAudienceRow["today"]) => rows.filter((row) => row.today === audience).length;
  // The rule opens a chapter to a subscriber whether or not a subscription can be taken: with none on offer, nobody could.
  const forSubscribers = book.subscriptionOffered ? count("SUBSCRIBERS") : 0;
  return {
    publishedChapters: published.length,
    free: count("EVERYONE"),
    forSale: count("BUYERS_AND_SUBSCRIBERS"),
    forSubscribers,
    closed: count("NOBODY_YET") + count("SUBSCRIBERS") - forSubscribers,
  };
}
