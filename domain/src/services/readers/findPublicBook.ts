import type { Knex } from "@storyloom/db";
import type { ReaderTheme } from "@storyloom/db/enums";
import { NotFoundError } from "../../errors.ts";
import { sanitizeMarkup } from "../chapters/sanitizeMarkup.ts";
import { chargesReaders } from "./chargesReaders.ts";
import { findCustomDomainName } from "./publicCustomDomains.ts";
import type { Actor } from "../../auth/actor.ts";
import { BOOK_NOT_FOUND, completeCards, selectCardColumns, whereReadableBook } from "./publicBooks.ts";
import { keepsSuspendedBook } from "./suspendedBooks.ts";
import type { CardRow, PublicBookCard } from "./publicBooks.ts";

/** A public book's page. */
export interface PublicBook extends PublicBookCard {
  /** Sanitised HTML. */
  description: string | null;
  customChapterNumbering: boolean;
  publicChaptersCount: number;
  subscribersOnly: boolean;
  /** Cents per chapter, when chapters are sold one by one (not for a subscribers-only book, nor by an author who cannot sell). */
  chapterPrice: number | null;
  /** Cents, when the book is sold whole. */
  bundlePrice: number | null;
  series: { id: number; title: string; number: number | null } | null;
  /** Null when the author hides stats from the public. */
  readersCount: number | null;
  viewsCount: number | null;
  authorTheme: ReaderTheme | null;
  authorSubscriptionEnabled: boolean;
  customDomain: string | null;
  /** The author offers an EPUB: readers who may read the whole book can download a personal copy. */
  hasEpub: boolean;
  /** Suspended by moderation: shown only to the readers who keep it (they paid or subscribe), with nothing for sale. */
  isSuspended: boolean;
  /** The author charges for the book in some way, as set (chargesReaders.ts); without it every chapter is free. */
  hasPaywall: boolean;
}

interface BookPageRow extends CardRow {
  description: string | null;
  customChapterNumbering: boolean;
  publicChaptersCount: number;
  subscribersOnly: boolean;
  chapterPrice: number | null;
  bundle: boolean;
  bundlePrice: number | null;
  number: number | null;
  readersCount: number;
  viewsCount: number;
  authorTheme: ReaderTheme | null;
  authorSubscriptionEnabled: boolean;
  /** The author's payout account is validated; without it the book's paid options are hidden. */
  authorCanSell: boolean;
  epubFileKey: string | null;
  hideStatsFromPublic: boolean;
  seriesId: number | null;
  seriesTitle: string | null;
  seriesSubscriptionEnabled: boolean | null;
  isSuspended: boolean;
}

/**
 * A public book's page in four queries (the book with its author, genre and
 * live series; chapter totals; review totals; its custom domain), or
 * NotFoundError "Book not found." for an unknown, unpublished or deleted
 * book, and for a suspended one unless the actor keeps it (suspendedBooks.ts).
 */
export async function findPublicBook(input: { db: Knex | Knex.Transaction; bookId: number; actor: Actor }): Promise<PublicBook> {
  const { db, bookId } = input;
  const row: BookPageRow | undefined = await selectCardColumns(whereReadableBook(db("books")))
    .leftJoin("series", (join) => {
      join.on("series.id", "books.seriesId").andOnVal("series.deleted", false).andOnVal("series.isSuspended", false);
    })
    .where("books.id", bookId)
    .first(
      "books.description",
      "books.customChapterNumbering",
      "books.publicChaptersCount",
      "books.subscribersOnly",
      "books.chapterPrice",
      "books.bundle",
      "books.bundlePrice",
      "books.number",
      "books.readersCount",
      "books.viewsCount",
      "books.epubFileKey",
      "authorProfiles.theme as authorTheme",
      "authorProfiles.subscriptionEnabled as authorSubscriptionEnabled",
      "authorProfiles.hideStatsFromPublic",
      "authorProfiles.stripeConnected as authorCanSell",
      "series.id as seriesId",
      "series.title as seriesTitle",
      "series.subscriptionEnabled as seriesSubscriptionEnabled",
      "books.isSuspended",
    );
  if (!row) throw new NotFoundError(BOOK_NOT_FOUND);
  if (row.isSuspended && !(await keepsSuspendedBook(db, input.actor, { id: row.id, authorId: row.authorId, seriesId: row.seriesId }))) {
    throw new NotFoundError(BOOK_NOT_FOUND);
  }
  const canSell = row.authorCanSell && !row.isSuspended;
  const [card] = await completeCards(db, [row]);
  const customDomain = await findCustomDomainName(db, { bookId: row.id, seriesId: row.seriesId });
  return {
    ...card!,
    description: row.description === null ? null : sanitizeMarkup(row.description),
    customChapterNumbering: row.customChapterNumbering,
    publicChaptersCount: row.publicChaptersCount,
    subscribersOnly: row.subscribersOnly,
    chapterPrice: canSell && !row.subscribersOnly ? row.chapterPrice : null,
    bundlePrice: canSell && row.bundle ? row.bundlePrice : null,
    series: row.seriesId !== null && row.seriesTitle !== null ? { id: row.seriesId, title: row.seriesTitle, number: row.number } : null,
    readersCount: row.hideStatsFromPublic ? null : row.readersCount,
    viewsCount: row.hideStatsFromPublic ? null : row.viewsCount,
    authorTheme: row.authorTheme,
    authorSubscriptionEnabled: canSell && row.authorSubscriptionEnabled,
    customDomain,
    hasEpub: row.epubFileKey !== null,
    isSuspended: row.isSuspended,
    hasPaywall: chargesReaders({ ...row, seriesSubscriptionEnabled: row.seriesSubscriptionEnabled === true }),
  };
}
