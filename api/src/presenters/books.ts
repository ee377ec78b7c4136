import type { Book } from "@storyloom/db/models";
import type { ChapterAudienceRow } from "@storyloom/domain/services/books/chapterAudience.ts";
import type { ReaderPreview } from "@storyloom/domain/services/books/listChapterAudiences.ts";
import { presentGenre } from "./genres.ts";
import type { BookView, ChapterAccessOverviewView, PublishabilityView } from "./views/books.ts";

export type { BookView, ChapterAccessOverviewView, PublishabilityView };

export interface BookStats {
  chaptersCount: number;
  wordsCount: number;
}

/** A book as its author sees it; `genre` must have been fetched with it. */
export function presentBook(book: Book, stats: BookStats): BookView {
  return {
    id: book.id,
    type: book.type,
    title: book.title,
    status: book.status,
    description: book.description ?? null,
    imgUrl: book.imgUrl ?? null,
    genreId: book.genreId ?? null,
    genre: book.genre ? presentGenre(book.genre) : null,
    seriesId: book.seriesId ?? null,
    subscribersOnly: book.subscribersOnly,
    customChapterNumbering: book.customChapterNumbering,
    publicChaptersCount: book.publicChaptersCount,
    chapterPrice: book.chapterPrice ?? null,
    bundle: book.bundle,
    bundlePrice: book.bundlePrice ?? null,
    paidLatestChaptersCount: book.paidLatestChaptersCount ?? null,
    freeAfterDays: book.freeAfterDays ?? null,
    subscriberEarlyDays: book.subscriberEarlyDays ?? null,
    readersCount: book.readersCount,
    viewsCount: book.viewsCount,
    chaptersCount: stats.chaptersCount,
    wordsCount: stats.wordsCount,
    publishedAt: book.publishedAt ? book.publishedAt.toISOString() : null,
    scheduledPublicationAt: book.scheduledPublicationAt ? book.scheduledPublicationAt.toISOString() : null,
    createdAt: book.createdAt.toISOString(),
    updatedAt: book.updatedAt.toISOString(),
  };
}

/** Whether a book may be published, what it lacks (the domain's requirement names), and what readers could read of it. */
export function presentPublishability(result: Omit<PublishabilityView, "readers">, readers: ReaderPreview): PublishabilityView {
  return {
    isPublishable: result.isPublishable,
    missing: [...result.missing],
    readers: {
      publishedChapters: readers.publishedChapters,
      free: readers.free,
      forSale: readers.forSale,
      forSubscribers: readers.forSubscribers,
      closed: readers.closed,
    },
  };
}

/** Per chapter of a book, who can read it today and when that changes. */
export function presentChapterAudiences(rows: readonly ChapterAudienceRow[]): ChapterAccessOverviewView {
  return {
    chapters: rows.map((row) => ({
      chapterId: row.chapterId,
      number: row.number,
      title: row.title,
      today: row.today,
      changesAt: row.changesAt ? row.changesAt.toISOString() : null,
      then: row.then,
    })),
  };
}
