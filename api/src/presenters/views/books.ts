// Imports only db enums and sibling views: see README.md.
import type { BookStatus, BookType } from "@storyloom/db/enums";
import type { GenreView } from "./genres.ts";

export type { BookStatus, BookType };

/** presentBook: a book as its author (or an admin) sees it in the studio. */
export interface BookView {
  id: number;
  type: BookType;
  title: string;
  status: BookStatus;
  description: string | null;
  imgUrl: string | null;
  genreId: number | null;
  genre: GenreView | null;
  seriesId: number | null;
  subscribersOnly: boolean;
  customChapterNumbering: boolean;
  /** Chapters numbered up to this are free. */
  publicChaptersCount: number;
  readersCount: number;
  viewsCount: number;
  chaptersCount: number;
  /** Words of all chapters' working text (staged edits included). */
  wordsCount: number;
  /** ISO dates; publishedAt is null until the book is first published. */
  publishedAt: string | null;
  /** When a STAGED book goes live; null when it is not scheduled. */
  scheduledPublicationAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A requirement of publishing a book that it does not meet yet (checkPublishable). */
export type PublishRequirement = "title" | "description" | "genre" | "chapterWithText";

/** GET /books/{bookId}/is-publishable. */
export interface PublishabilityView {
  isPublishable: boolean;
  missing: PublishRequirement[];
}
