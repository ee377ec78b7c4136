import type { Book } from "@storyloom/db/models";
import { presentGenre } from "./genres.ts";
import type { BookView, PublishabilityView } from "./views/books.ts";

export type { BookView, PublishabilityView };

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

/** Whether a book may be published and what it lacks (the domain's requirement names). */
export function presentPublishability(result: PublishabilityView): PublishabilityView {
  return { isPublishable: result.isPublishable, missing: [...result.missing] };
}
