import type { Knex } from "@storyloom/db";
import type { BookType, GenreCategory } from "@storyloom/db/enums";
import { NotFoundError } from "../../errors.ts";
import { chargesReaders } from "./chargesReaders.ts";

type Db = Knex | Knex.Transaction;

export const BOOK_NOT_FOUND = "Book not found.";

// Literals, not bound values: the statements are prepared (db/src/knex.ts), and once PostgreSQL plans a
// prepared statement for any value it can no longer use an index that holds public books only (the
// storefront's grids: bench/README.md, "the database at scale"); with the values in the text it can.

/** Restricts a query on `books` (or its alias) to public books: published, not deleted, not suspended. */
export function wherePublicBook(query: Knex.QueryBuilder, table = "books"): Knex.QueryBuilder {
  return query.whereRaw("??.status = 'PUBLISHED' and not ??.deleted and not ??.is_suspended", [table, table, table]);
}

/** Restricts a query on `books` to published, undeleted books, suspended ones included (their buyers keep them: suspendedBooks.ts). */
export function whereReadableBook(query: Knex.QueryBuilder, table = "books"): Knex.QueryBuilder {
  return query.whereRaw("??.status = 'PUBLISHED' and not ??.deleted", [table, table]);
}

/** What the chapter calls need to know about a public book. */
export interface PublicBookFacts {
  id: number;
  authorId: number;
  seriesId: number | null;
  customChapterNumbering: boolean;
  publicChaptersCount: number;
  subscribersOnly: boolean;
  /** Cents per chapter bought one by one; null when chapters are not sold one by one, or the author cannot sell (no validated payout account). */
  chapterPrice: number | null;
  /** Cents, only when the book is sold whole (`bundle`) by an author who can sell. */
  bundlePrice: number | null;
  /** The paywall rules (null: off): only the latest N chapters paid, subscribers' early-access days. */
  paidLatestChaptersCount: number | null;
  subscriberEarlyDays: number | null;
  authorSubscriptionEnabled: boolean;
  /** The book's series is live and offers a subscription. */
  seriesSubscriptionEnabled: boolean;
  /** Suspended by moderation: only its buyers and subscribers reach it, and nothing is sold. */
  isSuspended: boolean;
  /** The author charges for the book in some way, as set (chapterAccess.ts, chargesReaders): otherwise every chapter is free. */
  hasPaywall: boolean;
}

interface PublicBookFactsRow {
  id: number;
  authorId: number;
  seriesId: number | null;
  customChapterNumbering: boolean;
  publicChaptersCount: number;
  subscribersOnly: boolean;
  chapterPrice: number | null;
  bundle: boolean;
  bundlePrice: number | null;
  paidLatestChaptersCount: number | null;
  subscriberEarlyDays: number | null;
  authorSubscriptionEnabled: boolean;
  seriesSubscriptionEnabled: boolean | null;
  /** The author's payout account is validated: without it nothing is for sale (domain/src/services/payments/README.md). */
  authorCanSell: boolean;
  isSuspended: boolean;
}

/**
 * A public book's access facts in one query, or NotFoundError "Book not
 * found."; `includeSuspended` also finds a suspended book (for
 * suspendedBooks.ts, which decides who keeps it).
 */
export async function findPublicBookFacts(db: Db, bookId: number, options: { includeSuspended?: boolean } = {}): Promise<PublicBookFacts> {
  const row = await (options.includeSuspended ? whereReadableBook : wherePublicBook)(db("books"))
    .join("authorProfiles", "authorProfiles.id", "books.authorId")
    .leftJoin("series", (join) => {
      join.on("series.id", "books.seriesId").andOnVal("series.deleted", false).andOnVal("series.isSuspended", false);
    })
    .where("books.id", bookId)
    .first<PublicBookFactsRow | undefined>(
      "books.id",
      "books.authorId",
      "books.seriesId",
      "books.customChapterNumbering",
      "books.publicChaptersCount",
      "books.subscribersOnly",
      "books.chapterPrice",
      "books.bundle",
      "books.bundlePrice",
      "books.paidLatestChaptersCount",
      "books.subscriberEarlyDays",
      "authorProfiles.subscriptionEnabled as authorSubscriptionEnabled",
      "series.subscriptionEnabled as seriesSubscriptionEnabled",
      "authorProfiles.stripeConnected as authorCanSell",
      "books.isSuspended",
    );
  if (!row) throw new NotFoundError(BOOK_NOT_FOUND);
  return {
    id: row.id,
    authorId: row.authorId,
    seriesId: row.seriesId,
    customChapterNumbering: row.customChapterNumbering,
    publicChaptersCount: row.publicChaptersCount,
    subscribersOnly: row.subscribersOnly,
    chapterPrice: row.authorCanSell ? row.chapterPrice : null,
    bundlePrice: row.authorCanSell && row.bundle ? row.bundlePrice : null,
    paidLatestChaptersCount: row.paidLatestChaptersCount,
    subscriberEarlyDays: row.subscriberEarlyDays,
    authorSubscriptionEnabled: row.authorCanSell && row.authorSubscriptionEnabled,
    seriesSubscriptionEnabled: row.authorCanSell && row.seriesSubscriptionEnabled === true,
    isSuspended: row.isSuspended,
    hasPaywall: chargesReaders({ ...row, seriesSubscriptionEnabled: row.seriesSubscriptionEnabled === true }),
  };
}

/** The author as public pages name them. */
export interface PublicAuthorRef {
  id: number;
  name: string | null;
  imgUrl: string | null;
}

/** What a grid shows of a public book. */
export interface PublicBookCard {
  id: number;
  type: BookType;
  title: string;
  imgUrl: string | null;
  genre: { id: number; name: string; category: GenreCategory } | null;
  author: PublicAuthorRef;
  /** Mean rating of the book's reviews, null without any. */
  rating: number | null;
  reviewsCount: number;
  /** Published chapters, their words, and the newest one's publication. */
  chaptersCount: number;
  wordsCount: number;
  publishedAt: Date | null;
  lastChapterPublishedAt: Date | null;
}

/** The columns of a card row (books joined to their author and genre: see `selectCardColumns`). */
export interface CardRow {
  id: number;
  type: BookType;
  title: string;
  imgUrl: string | null;
  publishedAt: Date | null;
  authorId: number;
  authorName: string | null;
  authorImgUrl: string | null;
  genreId: number | null;
  genreName: string | null;
  genreCategory: GenreCategory | null;
}

/** Joins a query on `books` to its author and genre and selects a card's columns (add columns after it). */
export function selectCardColumns(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .join("authorProfiles", "authorProfiles.id", "books.authorId")
    .leftJoin("genres", "genres.id", "books.genreId")
    .select(
      "books.id",
      "books.type",
      "books.title",
      "books.imgUrl",
      "books.publishedAt",
      "books.authorId",
      "authorProfiles.name as authorName",
      "authorProfiles.imgUrl as authorImgUrl",
      "genres.id as genreId",
      "genres.name as genreName",
      "genres.category as genreCategory",
    );
}

interface ChapterTotals {
  chaptersCount: number;
  wordsCount: number;
  lastChapterPublishedAt: Date | null;
}

interface ReviewTotals {
  rating: number | null;
  reviewsCount: number;
}

interface CardTotals {
  chapters: ChapterTotals;
  reviews: ReviewTotals;
}

/**
 * Each book's published chapters (count, words, newest publication) and
 * reviews (ReaderBook rows with a visible review: count and mean rating), as
 * two lateral subqueries of a query whose book ids are `bookId` (an SQL expression).
 */
const cardTotalsJoins = (bookId: string): string => `
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS chapters_count, sum(word_count) AS words_count, max(published_at) AS last_chapter_published_at
      FROM chapters WHERE chapters.book_id = ${bookId} AND chapters.status = 'PUBLISHED'
  ) card_chapters
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS reviews_count, avg(rating)::float8 AS rating
      FROM reader_books WHERE reader_books.book_id = ${bookId} AND reader_books.reviewed_at IS NOT NULL AND reader_books.review_hidden_at IS NULL
  ) card_reviews`;
const CARD_TOTALS_COLUMNS =
  "card_chapters.chapters_count, card_chapters.words_count, card_chapters.last_chapter_published_at, card_reviews.reviews_count, card_reviews.rating";

/** A card row with its totals (selectCardColumns and withCardTotals). */
export interface CardRowWithTotals extends CardRow {
  chaptersCount: number;
  wordsCount: string | number | null;
  lastChapterPublishedAt: Date | null;
  reviewsCount: number;
  rating: number | null;
}

/** Adds the card's totals to a selectCardColumns query (one statement for cards and totals: cardOfRow builds the cards). */
export function withCardTotals(db: Db, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.joinRaw(cardTotalsJoins("books.id")).select(db.raw(CARD_TOTALS_COLUMNS));
}

/**
 * Each book's totals in one statement whatever the number of books: the ids
 * go as one array, so the statement's text, prepared once per connection, is
 * the same for every page.
 */
async function loadCardTotals(db: Db, bookIds: number[]): Promise<Map<number, CardTotals>> {
  const { rows } = await db.raw<{
    // Raw rows keep their column names.
    rows: Array<{
      book_id: number;
      chapters_count: number;
      words_count: string | number | null;
      last_chapter_published_at: Date | null;
      reviews_count: number;
      rating: number | null;
    }>;
  }>(`SELECT b.id AS book_id, ${CARD_TOTALS_COLUMNS} FROM unnest(?::bigint[]) AS b(id) ${cardTotalsJoins("b.id")}`, [bookIds]);
  return new Map(
    rows.map((row) => [
      Number(row.book_id),
      totalsOf({
        chaptersCount: row.chapters_count,
        wordsCount: row.words_count,
        lastChapterPublishedAt: row.last_chapter_published_at,
        reviewsCount: row.reviews_count,
        rating: row.rating,
      }),
    ]),
  );
}

function totalsOf(row: Pick<CardRowWithTotals, "chaptersCount" | "wordsCount" | "lastChapterPublishedAt" | "reviewsCount" | "rating">): CardTotals {
  return {
    chapters: { chaptersCount: row.chaptersCount, wordsCount: Number(row.wordsCount ?? 0), lastChapterPublishedAt: row.lastChapterPublishedAt },
    reviews: { reviewsCount: row.reviewsCount, rating: row.rating === null ? null : Math.round(Number(row.rating) * 100) / 100 },
  };
}

/** Cards of the rows, in their order, with their chapter and review totals (one statement for the lot). */
export async function completeCards(db: Db, rows: readonly CardRow[]): Promise<PublicBookCard[]> {
  if (rows.length === 0) return [];
  const totals = await loadCardTotals(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => cardOf(row, totals.get(row.id)));
}

/** The card of a row that carries its totals (withCardTotals). */
export function cardOfRow(row: CardRowWithTotals): PublicBookCard {
  return cardOf(row, totalsOf(row));
}

function cardOf(row: CardRow, totals: CardTotals | undefined): PublicBookCard {
  const chapterTotals = totals?.chapters;
  const reviewTotals = totals?.reviews;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    imgUrl: row.imgUrl,
    genre:
      row.genreId !== null && row.genreName !== null && row.genreCategory !== null
        ? { id: row.genreId, name: row.genreName, category: row.genreCategory }
        : null,
    author: { id: row.authorId, name: row.authorName, imgUrl: row.authorImgUrl },
    rating: reviewTotals?.rating ?? null,
    reviewsCount: reviewTotals?.reviewsCount ?? 0,
    chaptersCount: chapterTotals?.chaptersCount ?? 0,
    wordsCount: chapterTotals?.wordsCount ?? 0,
    publishedAt: row.publishedAt,
    lastChapterPublishedAt: chapterTotals?.lastChapterPublishedAt ?? null,
  };
}
