/** How the bookshelf shows a reader's place in a book. Pure. */
import type { BookshelfItemView } from "@storyloom/api/client";

/** The bookshelf's page size: a grid of 48, as the catalogue's (docs/product.md, Constants and limits). */
export const BOOKSHELF_PAGE_SIZE = 48;

export interface ShelfProgress {
  /** The chapter "Continue reading" opens: the last one read, else the first; never past the last published. */
  continueIndex: number;
  /** How far the reader has got: "Chapter 5 of 12" (the furthest chapter reached), "Not started yet", or "No chapters published". */
  label: string;
  /** How far through the book, 0 to 1: the chapters before the furthest one reached, and the way into it when that is where the reader is. */
  fraction: number;
  isStarted: boolean;
  /** Where "Continue reading" goes back to, when that is before the furthest chapter: "chapter 2, The Singing Tree". Null otherwise. */
  returnsTo: string | null;
}

type ShelfItem = Pick<BookshelfItemView, "readerBook" | "chaptersCount"> & Partial<Pick<BookshelfItemView, "currentChapterHeading" | "currentChapterTitle">>;

/** A chapter's title when it has one of its own: null for none, or for one that only repeats its number ("Chapter 2"). */
export function ownTitle(index: number, heading: string | null | undefined): string | null {
  const title = heading?.trim() ?? "";
  return title === "" || new RegExp(`^chapter\\s+${index}\\.?$`, "i").test(title) ? null : title;
}

/** The name a chapter goes by beside its number: its own title, else an own heading ("Interlude"); null for neither. */
export function placeTitle(index: number, heading: string | null | undefined, title?: string | null): string | null {
  return title?.trim() || ownTitle(index, heading);
}

/** "chapter 2, The Singing Tree"; just "chapter 2" when the chapter has no title of its own. */
export function chapterPlace(index: number, heading: string | null | undefined, title?: string | null): string {
  const name = placeTitle(index, heading, title);
  return name ? `chapter ${index}, ${name}` : `chapter ${index}`;
}

/**
 * The progress of a book on the shelf. Going back to an earlier chapter keeps
 * the progress where the reader had got to (`chaptersRead`, the furthest
 * chapter reached); "Continue reading" still opens the chapter last read.
 */
export function shelfProgressOf(item: ShelfItem): ShelfProgress {
  const count = Math.max(0, item.chaptersCount);
  const current = Math.min(item.readerBook.currentChapterIndex, count);
  const furthest = Math.min(Math.max(item.readerBook.chaptersRead, current), count);
  const isStarted = current >= 1;
  if (count === 0) return { continueIndex: 1, label: "No chapters published", fraction: 0, isStarted: false, returnsTo: null };
  if (!isStarted) return { continueIndex: 1, label: "Not started yet", fraction: 0, isStarted, returnsTo: null };
  const within = furthest === current ? Math.min(1, Math.max(0, item.readerBook.currentChapterProgress)) : 0;
  const fraction = Math.min(1, (furthest - 1 + within) / count);
  return {
    continueIndex: current,
    label: `Chapter ${furthest} of ${count}`,
    fraction: Math.round(fraction * 1000) / 1000,
    isStarted,
    returnsTo: current < furthest ? chapterPlace(current, item.currentChapterHeading, item.currentChapterTitle) : null,
  };
}
