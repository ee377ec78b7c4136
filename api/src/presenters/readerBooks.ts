import type { ReaderBook } from "@storyloom/db/models";
import type { ReadingPlace } from "@storyloom/domain/services/readerBooks/locateReadingPlaces.ts";
import type { BookshelfItem } from "@storyloom/domain/services/readerBooks/listBookshelf.ts";
import { presentPublicBookCard } from "./readerCatalogue.ts";
import type { BookshelfItemView, ReaderBookView } from "./views/readerBooks.ts";

export type { BookshelfItemView, ReaderBookView };

/**
 * A reader's place in a book: the chapter as it is placed now (`place`, from
 * locateReadingPlaces), so moving or unpublishing chapters never shows a stale index.
 */
export function presentReaderBook(readerBook: ReaderBook, place: ReadingPlace): ReaderBookView {
  return {
    id: readerBook.id,
    bookId: readerBook.bookId,
    currentChapterIndex: place.chapterIndex,
    currentChapterId: place.chapterId,
    currentChapterProgress: readerBook.currentChapterProgress,
    audiobookMode: readerBook.audiobookMode,
    chaptersRead: Math.min(readerBook.chaptersRead, place.chaptersCount),
    firstReadAt: readerBook.firstReadAt?.toISOString() ?? null,
    lastReadAt: readerBook.lastReadAt?.toISOString() ?? null,
    paidChaptersCount: readerBook.paidChaptersCount,
    entireBook: readerBook.entireBook,
  };
}

/** A book on the reader's bookshelf. */
export function presentBookshelfItem(item: BookshelfItem): BookshelfItemView {
  return {
    book: presentPublicBookCard(item.book),
    readerBook: presentReaderBook(item.readerBook, item.place),
    chaptersCount: item.place.chaptersCount,
    currentChapterHeading: item.place.heading,
    currentChapterTitle: item.place.title,
    isSuspended: item.isSuspended,
  };
}
