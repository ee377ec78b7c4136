import type { BookStatus, BookType, ChapterStatus, GenreCategory, GenreView, PublishRequirement } from "@storyloom/api/client";

export const bookTypeLabel: Record<BookType, string> = {
  STORY: "Story",
  SCRIPT: "Script",
};

export const bookStatusLabel: Record<BookStatus, string> = {
  DRAFT: "Draft",
  STAGED: "Staged",
  PUBLISHED: "Published",
};

export const chapterStatusLabel: Record<ChapterStatus, string> = {
  DRAFT: "Draft",
  SCHEDULED: "Scheduled",
  PUBLISHED: "Published",
};

export const genreCategoryLabel: Record<GenreCategory, string> = {
  FICTION: "Fiction",
  NONFICTION: "Nonfiction",
  FANTASY: "Fantasy",
  ROMANCE: "Romance",
  SCIENCE_FICTION: "Science fiction",
  YOUNG_ADULT: "Young adult",
};

/** What the is-publishable answer lacks, as the author would say it. */
export const publishRequirementLabel: Record<PublishRequirement, string> = {
  title: "Give the book a title.",
  description: "Write a description of the book.",
  genre: "Choose a genre.",
  chapterWithText: "Write at least one chapter with some text in it.",
};

export interface GenreGroup {
  category: GenreCategory;
  label: string;
  genres: GenreView[];
}

/** Genres grouped by category, keeping the API's order (categories, then names). */
export function groupGenresByCategory(genres: readonly GenreView[]): GenreGroup[] {
  const groups: GenreGroup[] = [];
  for (const genre of genres) {
    let group = groups.find((candidate) => candidate.category === genre.category);
    if (!group) {
      group = { category: genre.category, label: genreCategoryLabel[genre.category], genres: [] };
      groups.push(group);
    }
    group.genres.push(genre);
  }
  return groups;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** An ISO date as the author's locale writes it; the raw text if it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** A chapter's heading in lists: its custom numbering if it has one, else "Chapter n". */
export function chapterNumberLabel(chapter: { number: number; customNumbering: string | null }): string {
  return chapter.customNumbering?.trim() ? chapter.customNumbering : `Chapter ${chapter.number}`;
}

/** Route ids are digits; anything else cannot name a book. */
export function parseId(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/** A count as people read it: 12,345. */
export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}
