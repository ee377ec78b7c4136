/** Publishing: publish, schedule and unpublish a book or a chapter (docs/product.md, API calls: Books and Chapters). Browser-safe. */
import type { z } from "zod";
import type { publishBookBody, publishChapterBody, scheduleBookBody, scheduleChapterBody } from "../routes/publishing/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";
import type { BookAnswer } from "./books.ts";
import type { ChapterAnswer } from "./chapters.ts";

export type PublishBookBody = z.input<typeof publishBookBody>;
export type ScheduleBookBody = z.input<typeof scheduleBookBody>;
export type PublishChapterBody = z.input<typeof publishChapterBody>;
export type ScheduleChapterBody = z.input<typeof scheduleChapterBody>;
/** The publish dialog's choices: single_book, new_collection, existing_collection. */
export type PublishType = PublishBookBody["publishType"];

const bookPath = (bookId: number) => `/books/${encodeURIComponent(bookId)}`;
const chapterPath = (bookId: number, chapterId: number) => `${bookPath(bookId)}/chapters/${encodeURIComponent(chapterId)}`;

/** POST /books/{bookId}/publish: the book goes live now, alone or in a collection (400 names what it lacks). */
export function publishBook(client: ApiClient, bookId: number, body: PublishBookBody, options?: CallOptions): Promise<BookAnswer> {
  return client.post<BookAnswer>(`${bookPath(bookId)}/publish`, body, options);
}

/** POST /books/{bookId}/schedule-publish: the book goes live at `scheduledPublicationAt` (ISO); null unschedules it. */
export function scheduleBookPublication(client: ApiClient, bookId: number, body: ScheduleBookBody, options?: CallOptions): Promise<BookAnswer> {
  return client.post<BookAnswer>(`${bookPath(bookId)}/schedule-publish`, body, options);
}

/** POST /books/{bookId}/unpublish: back to DRAFT, off the storefront or off its schedule. */
export function unpublishBook(client: ApiClient, bookId: number, options?: CallOptions): Promise<BookAnswer> {
  return client.post<BookAnswer>(`${bookPath(bookId)}/unpublish`, undefined, options);
}

/** POST …/chapters/{chapterId}/publish: the working text (staged edits included) goes live now. */
export function publishChapter(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  body: PublishChapterBody = {},
  options?: CallOptions,
): Promise<ChapterAnswer> {
  return client.post<ChapterAnswer>(`${chapterPath(bookId, chapterId)}/publish`, body, options);
}

/** POST …/chapters/{chapterId}/schedule-publish: the chapter goes live at `scheduledPublicationAt` (ISO); null unschedules it. */
export function scheduleChapterPublication(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  body: ScheduleChapterBody,
  options?: CallOptions,
): Promise<ChapterAnswer> {
  return client.post<ChapterAnswer>(`${chapterPath(bookId, chapterId)}/schedule-publish`, body, options);
}

/** POST …/chapters/{chapterId}/unpublish: readers stop seeing it; staged edits become its text. */
export function unpublishChapter(client: ApiClient, bookId: number, chapterId: number, options?: CallOptions): Promise<ChapterAnswer> {
  return client.post<ChapterAnswer>(`${chapterPath(bookId, chapterId)}/unpublish`, undefined, options);
}
