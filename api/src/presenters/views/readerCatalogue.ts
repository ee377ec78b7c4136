// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { bookTypes, readerThemes } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { genreView } from "./genres.ts";
import { count } from "./paging.ts";

const cents = () => count();

/** The author as a public page names them. */
export const publicAuthorRef = z
  .object({
    id: count(),
    name: z.string().nullable(),
    imgUrl: z.string().nullable(),
  })
  .meta({ id: "PublicAuthorRef" });
export type PublicAuthorRef = z.output<typeof publicAuthorRef>;

/** A published book in a grid of the storefront (GET /readers/books). */
export const publicBookCardView = z
  .object({
    id: count(),
    slug: z.string().describe("The canonical slug of /book/{slug}/{id} (bookSlug of the title)."),
    type: z.enum(bookTypes),
    title: z.string(),
    imgUrl: z.string().nullable(),
    genre: genreView.nullable(),
    author: publicAuthorRef,
    rating: z.number().min(1).max(5).nullable().describe("Mean of the reviews' ratings, 1 to 5, null without reviews."),
    reviewsCount: count(),
    chaptersCount: count().describe("Published chapters."),
    publishedAt: isoDateTime().nullable().describe("First publication."),
    lastChapterPublishedAt: isoDateTime().nullable().describe("The newest chapter's publication."),
  })
  .meta({ id: "PublicBookCard" });
export type PublicBookCardView = z.output<typeof publicBookCardView>;

/** The series a book belongs to, as its page links it. */
export const publicSeriesRef = z.object({
  id: count(),
  title: z.string(),
  number: count().nullable().describe("1-based place of the book in it."),
});

/** GET /readers/books/{bookId}: a published book's public page. */
export const publicBookView = publicBookCardView
  .extend({
    description: z.string().nullable().describe("Sanitised HTML."),
    customChapterNumbering: z.boolean(),
    publicChaptersCount: count().describe("The first this many published chapters, in reading order, are free."),
    subscribersOnly: z.boolean(),
    chapterPrice: cents().nullable().describe("Price of one chapter in cents, null when chapters are not sold one by one."),
    bundlePrice: cents().nullable().describe("Price of the entire book in cents, null when it is not sold whole."),
    series: publicSeriesRef.nullable(),
    readersCount: count().nullable().describe("Null when the author hides stats from the public (hideStatsFromPublic)."),
    viewsCount: count().nullable().describe("Null when the author hides stats from the public (hideStatsFromPublic)."),
    wordsCount: count(),
    authorTheme: z
      .enum(readerThemes)
      .nullable()
      .describe("The theme the author chose for readers (docs/product.md, States and transitions: after the reader's own setting and the session)."),
    authorSubscriptionEnabled: z.boolean().describe("Whether the author offers a subscription readers can take."),
    customDomain: z.string().nullable().describe("A custom domain bound to this book (or its series), host name only; null when none."),
    hasEpub: z
      .boolean()
      .describe("The author offers an EPUB: a reader who may read every chapter downloads a personal copy (GET /readers/books/{bookId}/download/epub)."),
    isSuspended: z.boolean().describe("Suspended by moderation: only readers who paid for it or subscribe see it, and nothing is for sale."),
    hasPaywall: z.boolean().describe("The author charges for the book in some way; false: every chapter is free to read."),
  })
  .meta({ id: "PublicBook" });
export type PublicBookView = z.output<typeof publicBookView>;

/** How a reader may read a chapter (check-access): open for one reason, or locked. */
export const chapterAccessReason = z.enum(["free", "bought", "subscribed", "author", "admin", "locked"]).meta({ id: "ChapterAccessReason" });
export type ChapterAccessReason = z.output<typeof chapterAccessReason>;

/** What would open a locked chapter, for its unlock panel. */
export const chapterUnlockOptions = z.object({
  needsSignIn: z.boolean().describe("Whether a sign-in is needed first (anonymous visitor)."),
  freeChaptersCount: count().describe("Free chapters of the book (publicChaptersCount, at most the published ones)."),
  canBuyChapters: z
    .boolean()
    .describe(
      "Chapters can be bought one by one or in packs: the book has a chapter price, is not subscribersOnly, and the chapter is past its early-access window.",
    ),
  chapterPrice: cents().nullable().describe("Price of one chapter in cents, when canBuyChapters."),
  bundlePrice: cents().nullable().describe("Price of the entire book in cents, when the author sells it whole."),
  canSubscribe: z.boolean().describe("An author or series subscription opens it."),
  unlocksFreeAt: isoDateTime().nullable().describe("When the chapter becomes free for everyone, when that is a known time; else null."),
  subscribersOnlyUntil: isoDateTime()
    .nullable()
    .describe("The chapter is in its subscribers' early-access window until then: nothing is sold before; else null."),
  chapterPacks: z
    .array(count())
    .describe(
      "The chapter packs on offer from this chapter on, in chapters: never more than are left to buy, each cheaper than the whole book; empty when none.",
    ),
});
export type ChapterUnlockOptions = z.output<typeof chapterUnlockOptions>;

/** GET /readers/books/{bookId}/chapters/{chapterIndex}/check-access. */
export const chapterAccessView = z.object({
  chapterIndex: count(),
  isOpen: z.boolean(),
  reason: chapterAccessReason,
  unlock: chapterUnlockOptions.nullable().describe("Present when locked."),
});
export type ChapterAccessView = z.output<typeof chapterAccessView>;

/** A row of a book's public table of contents: published chapters only, in reading order. */
export const publicChapterSummaryView = z
  .object({
    index: count().describe("1-based place among the published chapters in reading order: the {chapterIndex} of the chapter calls."),
    title: z.string().nullable(),
    heading: z.string().describe('"Chapter 3", or the author\'s custom numbering when the book uses it.'),
    wordCount: count(),
    publishedAt: isoDateTime().nullable(),
    access: chapterAccessReason,
    hasAudio: z.boolean().describe("The chapter has audio: GET /readers/books/{bookId}/chapters/{chapterIndex}/audio plays it to those who may read it."),
  })
  .meta({ id: "PublicChapterSummary" });
export type PublicChapterSummaryView = z.output<typeof publicChapterSummaryView>;

/** GET /readers/books/{bookId}/chapters/{chapterIndex}: an open chapter's published text. */
export const publicChapterView = publicChapterSummaryView
  .extend({
    bookId: count(),
    markup: z.string().describe("The published, sanitised markup (never the staged text)."),
    previousIndex: count().nullable(),
    nextIndex: count().nullable(),
    chaptersCount: count(),
  })
  .meta({ id: "PublicChapter" });
export type PublicChapterView = z.output<typeof publicChapterView>;

/** A book of a public series, in series order. */
export const publicSeriesBookView = publicBookCardView.extend({
  number: count().nullable(),
  subseriesId: count().nullable(),
  numberInSubseries: count().nullable(),
});
export type PublicSeriesBookView = z.output<typeof publicSeriesBookView>;

/** A subseries of a public series. */
export const publicSubseriesView = z.object({
  id: count(),
  title: z.string(),
  description: z.string().nullable(),
  number: count().nullable(),
  bookIds: z.array(count()),
});
export type PublicSubseriesView = z.output<typeof publicSubseriesView>;

/** A series in the collection grid (GET /readers/series). */
export const publicSeriesCardView = z
  .object({
    id: count(),
    title: z.string(),
    imgUrl: z.string().nullable(),
    author: publicAuthorRef,
    booksCount: count().describe("Published books in it."),
    coverUrl: z.string().nullable().describe("The cover of its first published book that has one."),
  })
  .meta({ id: "PublicSeriesCard" });
export type PublicSeriesCardView = z.output<typeof publicSeriesCardView>;

/** A result of GET /readers/search: a public book or a public series, ranked together. */
export const searchHitView = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("book"), book: publicBookCardView }),
  z.object({ kind: z.literal("series"), series: publicSeriesCardView }),
]);
export type SearchHitView = z.output<typeof searchHitView>;

/** GET /readers/series/{seriesId}: a series with its published books in order. */
export const publicSeriesView = publicSeriesCardView
  .extend({
    description: z.string().nullable(),
    books: z.array(publicSeriesBookView),
    subseries: z.array(publicSubseriesView),
    authorTheme: z.enum(readerThemes).nullable(),
    subscriptionEnabled: z.boolean(),
    customDomain: z.string().nullable(),
  })
  .meta({ id: "PublicSeries" });
export type PublicSeriesView = z.output<typeof publicSeriesView>;

/** GET /readers/author-profiles/{authorId}: an author's public page. */
export const publicAuthorProfileView = z
  .object({
    id: count(),
    name: z.string().nullable(),
    bio: z.string().nullable().describe("Sanitised HTML."),
    website: z.string().nullable(),
    twitter: z.string().nullable(),
    imgUrl: z.string().nullable(),
    theme: z.enum(readerThemes).nullable(),
    subscriptionEnabled: z.boolean(),
    subscriptionAmount: cents().nullable().describe("In cents, when subscriptionEnabled."),
    publishedBooksCount: count(),
    readersCount: count().nullable().describe("Null when the author hides stats from the public."),
    books: z.array(publicBookCardView),
  })
  .meta({ id: "PublicAuthorProfile" });
export type PublicAuthorProfileView = z.output<typeof publicAuthorProfileView>;

/** A sent newsletter on the author's public page. */
export const publicNewsletterView = z
  .object({
    id: count(),
    subject: z.string(),
    markup: z.string().nullable().describe("Sanitised HTML."),
    sentAt: isoDateTime(),
  })
  .meta({ id: "PublicNewsletter" });
export type PublicNewsletterView = z.output<typeof publicNewsletterView>;
