import type { Knex } from "@storyloom/db";
import type { Book } from "@storyloom/db/models";
import { describeChapterAudiences } from "./chapterAudience.ts";
import type { AudienceBook, AudienceChapter, ChapterAudienceRow } from "./chapterAudience.ts";

type Db = Knex | Knex.Transaction;

/** The book as the audience answer needs it, once it is known whether a subscription is on offer. */
export function audienceBookOf(book: Book, subscriptionOffered: boolean): AudienceBook {
  const isLive = !book.deleted && !book.isSuspended;
  const publicFrom = !isLive ? null : book.status === "PUBLISHED" ? (book.publishedAt ?? new Date(0)) : book.status === "STAGED" ? book.scheduledPublicationAt : null;
  return {
    authorId: book.authorId,
    publicChaptersCount: book.publicChaptersCount,
    subscribersOnly: book.subscribersOnly,
    chapterPrice: book.chapterPrice,
    bundlePrice: book.bundle ? book.bundlePrice : null,
    paidLatestChaptersCount: book.paidLatestChaptersCount,
    subscriberEarlyDays: book.subscriberEarlyDays,
    subscriptionOffered,
    freeAfterDays: book.freeAfterDays,
    publicFrom,
  };
}

/**
 * Who can read each chapter of the (already loaded and authorised) book
 * today and when that changes, in two queries: the chapters' few columns (no
 * text) and whether the author or the book's live series offers a subscription.
 */
export async function listChapterAudiences(input: { db: Db; book: Book; now?: Date }): Promise<ChapterAudienceRow[]> {
  const { db, book } = input;
  const chapters = await db("chapters")
    .where({ bookId: book.id })
    .orderBy("number")
    .select<AudienceChapter[]>("id", "number", "title", "status", "publishedAt", "scheduledPublicationAt", "scheduledUnlockAt");
  const offers = await db.select<Array<{ subscriptionOffered: boolean }>>(
    db.raw(
      `exists (select 1 from author_profiles where id = ? and subscription_enabled)
       or exists (select 1 from series where id = ? and subscription_enabled and not deleted and not is_suspended) as subscription_offered`,
      [book.authorId, book.seriesId],
    ),
  );
  return describeChapterAudiences({ book: audienceBookOf(book, offers[0]?.subscriptionOffered === true), chapters, now: input.now ?? new Date() });
}
