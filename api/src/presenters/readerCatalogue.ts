import type { ChapterAccess } from "@storyloom/domain/services/readers/chapterAccess.ts";
import type { PublicAuthorProfile } from "@storyloom/domain/services/readers/findPublicAuthorProfile.ts";
import type { PublicBook } from "@storyloom/domain/services/readers/findPublicBook.ts";
import type { PublicSeries, PublicSeriesBook } from "@storyloom/domain/services/readers/findPublicSeries.ts";
import type { PublicChapterSummary } from "@storyloom/domain/services/readers/listPublicChapters.ts";
import type { PublicNewsletter } from "@storyloom/domain/services/readers/listPublicNewsletters.ts";
import type { PublicAuthorRef as AuthorRef, PublicBookCard } from "@storyloom/domain/services/readers/publicBooks.ts";
import type { PublicSeriesCard } from "@storyloom/domain/services/readers/publicSeries.ts";
import type { PublicChapter } from "@storyloom/domain/services/readers/readOpenChapter.ts";
import type { SearchHit } from "@storyloom/domain/services/readers/searchCatalogue.ts";
import { slugOf } from "@storyloom/domain/sites/slugs.ts";
import type {
  ChapterAccessView,
  PublicAuthorProfileView,
  PublicAuthorRef,
  PublicBookCardView,
  PublicBookView,
  PublicChapterSummaryView,
  PublicChapterView,
  PublicNewsletterView,
  PublicSeriesBookView,
  PublicSeriesCardView,
  PublicSeriesView,
  SearchHitView,
} from "./views/readerCatalogue.ts";

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function presentAuthorRef(author: AuthorRef): PublicAuthorRef {
  return { id: author.id, name: author.name, imgUrl: author.imgUrl };
}

/** A public book in a storefront grid. */
export function presentPublicBookCard(book: PublicBookCard): PublicBookCardView {
  return {
    id: book.id,
    slug: slugOf(book.title),
    type: book.type,
    title: book.title,
    imgUrl: book.imgUrl,
    genre: book.genre ? { id: book.genre.id, name: book.genre.name, category: book.genre.category } : null,
    author: presentAuthorRef(book.author),
    rating: book.rating,
    reviewsCount: book.reviewsCount,
    chaptersCount: book.chaptersCount,
    publishedAt: iso(book.publishedAt),
    lastChapterPublishedAt: iso(book.lastChapterPublishedAt),
  };
}

/** A public book's page. */
export function presentPublicBook(book: PublicBook): PublicBookView {
  return {
    ...presentPublicBookCard(book),
    description: book.description,
    customChapterNumbering: book.customChapterNumbering,
    publicChaptersCount: book.publicChaptersCount,
    subscribersOnly: book.subscribersOnly,
    chapterPrice: book.chapterPrice,
    bundlePrice: book.bundlePrice,
    series: book.series ? { id: book.series.id, title: book.series.title, number: book.series.number } : null,
    readersCount: book.readersCount,
    viewsCount: book.viewsCount,
    wordsCount: book.wordsCount,
    authorTheme: book.authorTheme,
    authorSubscriptionEnabled: book.authorSubscriptionEnabled,
    customDomain: book.customDomain,
    hasEpub: book.hasEpub,
    isSuspended: book.isSuspended,
    hasPaywall: book.hasPaywall,
  };
}

/** Open or locked, why, and what would open it. */
export function presentChapterAccess(access: ChapterAccess): ChapterAccessView {
  const { unlock } = access;
  return {
    chapterIndex: access.chapterIndex,
    isOpen: access.isOpen,
    reason: access.reason,
    unlock: unlock
      ? {
          needsSignIn: unlock.needsSignIn,
          freeChaptersCount: unlock.freeChaptersCount,
          canBuyChapters: unlock.canBuyChapters,
          chapterPrice: unlock.chapterPrice,
          bundlePrice: unlock.bundlePrice,
          canSubscribe: unlock.canSubscribe,
          unlocksFreeAt: iso(unlock.unlocksFreeAt),
          subscribersOnlyUntil: iso(unlock.subscribersOnlyUntil),
          chapterPacks: unlock.chapterPacks,
        }
      : null,
  };
}

/** A row of a public table of contents: no text. */
export function presentPublicChapterSummary(chapter: PublicChapterSummary): PublicChapterSummaryView {
  return {
    index: chapter.index,
    title: chapter.title,
    heading: chapter.heading,
    wordCount: chapter.wordCount,
    publishedAt: iso(chapter.publishedAt),
    access: chapter.access.reason,
    hasAudio: chapter.hasAudio,
  };
}

/** An open chapter's published text. */
export function presentPublicChapter(chapter: PublicChapter): PublicChapterView {
  return {
    ...presentPublicChapterSummary(chapter),
    bookId: chapter.bookId,
    markup: chapter.markup,
    previousIndex: chapter.previousIndex,
    nextIndex: chapter.nextIndex,
    chaptersCount: chapter.chaptersCount,
  };
}

/** A public series in the collection grid. */
export function presentPublicSeriesCard(series: PublicSeriesCard): PublicSeriesCardView {
  return {
    id: series.id,
    title: series.title,
    imgUrl: series.imgUrl,
    author: presentAuthorRef(series.author),
    booksCount: series.booksCount,
    coverUrl: series.coverUrl,
  };
}

function presentPublicSeriesBook(book: PublicSeriesBook): PublicSeriesBookView {
  return { ...presentPublicBookCard(book), number: book.number, subseriesId: book.subseriesId, numberInSubseries: book.numberInSubseries };
}

/** A public series with its public books in order. */
export function presentPublicSeries(series: PublicSeries): PublicSeriesView {
  return {
    ...presentPublicSeriesCard(series),
    description: series.description,
    books: series.books.map(presentPublicSeriesBook),
    subseries: series.subseries.map((part) => ({
      id: part.id,
      title: part.title,
      description: part.description,
      number: part.number,
      bookIds: [...part.bookIds],
    })),
    authorTheme: series.authorTheme,
    subscriptionEnabled: series.subscriptionEnabled,
    customDomain: series.customDomain,
  };
}

/** An author's public page. */
export function presentPublicAuthorProfile(profile: PublicAuthorProfile): PublicAuthorProfileView {
  return {
    id: profile.id,
    name: profile.name,
    bio: profile.bio,
    website: profile.website,
    twitter: profile.twitter,
    imgUrl: profile.imgUrl,
    theme: profile.theme,
    subscriptionEnabled: profile.subscriptionEnabled,
    subscriptionAmount: profile.subscriptionAmount,
    publishedBooksCount: profile.publishedBooksCount,
    readersCount: profile.readersCount,
    books: profile.books.map(presentPublicBookCard),
  };
}

/** A sent newsletter on the author's public page. */
export function presentPublicNewsletter(newsletter: PublicNewsletter): PublicNewsletterView {
  return { id: newsletter.id, subject: newsletter.subject, markup: newsletter.markup, sentAt: newsletter.sentAt.toISOString() };
}

/** A search result, book or series, as its card. */
export function presentSearchHit(hit: SearchHit): SearchHitView {
  return hit.kind === "book" ? { kind: "book", book: presentPublicBookCard(hit.book) } : { kind: "series", series: presentPublicSeriesCard(hit.series) };
}
