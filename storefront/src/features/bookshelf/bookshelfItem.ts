/** How the bookshelf shows a reader's place in a book. Pure. */
import type { BookshelfItemView } from "@storyloom/api/client";

/** The bookshelf's page size: a grid of 48, as the catalogue's (SPEC §9). */
export const BOOKSHELF_PAGE_SIZE = 48;

export interface ShelfProgress {
  /** The chapter "Continue reading" opens: the current one, else the first; never past the last published. */
  continueIndex: number;
  /** "Chapter 3 of 12", "Not started yet", or "No chapters published" for a book with none left. */
  label: string;
  /** How far through the book, 0 to 1: the chapters before the current one and the way into it. */
  fraction: number;
  isStarted: boolean;
}

export function shelfProgressOf(item: Pick<BookshelfItemView, "readerBook" | "chaptersCount">): ShelfProgress {
  const count = Math.max(0, item.chaptersCount);
  const current = Math.min(item.readerBook.currentChapterIndex, count);
  const isStarted = current >= 1;
  if (count === 0) return { continueIndex: 1, label: "No chapters published", fraction: 0, isStarted: false };
  if (!isStarted) return { continueIndex: 1, label: "Not started yet", fraction: 0, isStarted };
  const within = Math.min(1, Math.max(0, item.readerBook.currentChapterProgress));
  const fraction = Math.min(1, (current - 1 + within) / count);
  return { continueIndex: current, label: `Chapter ${current} of ${count}`, fraction: Math.round(fraction * 1000) / 1000, isStarted };
}
