/** /api/v1/books/{bookId}/chapters and their chapter-versions: the author's chapters. Browser-safe. */
import type { z } from "zod";
import type { ChapterConflictView, ChapterStatus, ChapterSummaryView, ChapterVersionSummaryView, ChapterView } from "../presenters/views/chapters.ts";
import type {
  chapterVersionAnswer,
  chapterVersionPage,
  createChapterVersionBody,
  listChapterVersionsQuery,
  renameChapterVersionBody,
  restoreChapterVersionAnswer,
} from "../routes/chapterVersions/schema.ts";
import type { chapterAnswer, chapterListAnswer, createChapterBody, moveChapterBody, updateChapterBody } from "../routes/chapters/schema.ts";
import { isApiErrorBody } from "./apiClient.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { ChapterConflictView, ChapterStatus, ChapterSummaryView, ChapterVersionSummaryView, ChapterView };

export type CreateChapterBody = z.input<typeof createChapterBody>;
export type UpdateChapterBody = z.input<typeof updateChapterBody>;
export type MoveChapterBody = z.input<typeof moveChapterBody>;
export type CreateChapterVersionBody = z.input<typeof createChapterVersionBody>;
export type RenameChapterVersionBody = z.input<typeof renameChapterVersionBody>;
export type ListChapterVersionsQuery = QueryOf<typeof listChapterVersionsQuery>;

export type ChapterListAnswer = z.output<typeof chapterListAnswer>;
export type ChapterAnswer = z.output<typeof chapterAnswer>;
export type ChapterVersionAnswer = z.output<typeof chapterVersionAnswer>;
/** The chapter, and the version that keeps the text the restore replaced. */
export type RestoreChapterVersionAnswer = z.output<typeof restoreChapterVersionAnswer>;
export type ChapterVersionPage = z.output<typeof chapterVersionPage>;

/** What updateChapter is rejected with when the chapter changed since `version`: the current text, to keep both. */
export interface ChapterConflictBody {
  error: { code: "edit_conflict"; message: string; current: ChapterConflictView };
}

/** Whether a rejection of updateChapter is an edit conflict (409) carrying the current text. */
export function isChapterConflict(error: unknown): error is ChapterConflictBody {
  if (!isApiErrorBody(error)) return false;
  const body: { code: string; current?: unknown } = error.error;
  return body.code === "edit_conflict" && typeof body.current === "object" && body.current !== null;
}

const chaptersPath = (bookId: number) => `/books/${encodeURIComponent(bookId)}/chapters`;
const chapterPath = (bookId: number, chapterId: number) => `${chaptersPath(bookId)}/${encodeURIComponent(chapterId)}`;
const versionsPath = (bookId: number, chapterId: number) => `${chapterPath(bookId, chapterId)}/chapter-versions`;
const versionPath = (bookId: number, chapterId: number, versionId: number) => `${versionsPath(bookId, chapterId)}/${encodeURIComponent(versionId)}`;

/** GET /books/{bookId}/chapters: the book's chapters in order, without markup. */
export function listChapters(client: ApiClient, bookId: number, options?: CallOptions): Promise<ChapterListAnswer> {
  return client.get<ChapterListAnswer>(chaptersPath(bookId), options);
}

/** POST /books/{bookId}/chapters: a draft chapter after the last one. */
export function createChapter(client: ApiClient, bookId: number, body: CreateChapterBody = {}, options?: CallOptions): Promise<ChapterAnswer> {
  return client.post<ChapterAnswer>(chaptersPath(bookId), body, options);
}

/** GET /books/{bookId}/chapters/{chapterId}: the whole chapter. */
export function getChapter(client: ApiClient, bookId: number, chapterId: number, options?: CallOptions): Promise<ChapterAnswer> {
  return client.get<ChapterAnswer>(chapterPath(bookId, chapterId), options);
}

/**
 * PATCH /books/{bookId}/chapters/{chapterId}: saves an edit made from
 * `body.version`; rejected with a ChapterConflictBody (see isChapterConflict)
 * when the chapter changed since.
 */
export function updateChapter(client: ApiClient, bookId: number, chapterId: number, body: UpdateChapterBody, options?: CallOptions): Promise<ChapterAnswer> {
  return client.patch<ChapterAnswer>(chapterPath(bookId, chapterId), body, options);
}

/** DELETE /books/{bookId}/chapters/{chapterId}: answers the renumbered list. */
export function deleteChapter(client: ApiClient, bookId: number, chapterId: number, options?: CallOptions): Promise<ChapterListAnswer> {
  return client.del<ChapterListAnswer>(chapterPath(bookId, chapterId), options);
}

/** POST /books/{bookId}/chapters/{chapterId}/move: answers the renumbered list. */
export function moveChapter(client: ApiClient, bookId: number, chapterId: number, body: MoveChapterBody, options?: CallOptions): Promise<ChapterListAnswer> {
  return client.post<ChapterListAnswer>(`${chapterPath(bookId, chapterId)}/move`, body, options);
}

/** GET .../chapter-versions: one page (25) of versions, newest first. */
export function listChapterVersions(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  query: ListChapterVersionsQuery = {},
  options?: CallOptions,
): Promise<ChapterVersionPage> {
  return client.get<ChapterVersionPage>(versionsPath(bookId, chapterId), { ...options, query });
}

/** POST .../chapter-versions: keeps the chapter's working text under a name. */
export function createChapterVersion(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  body: CreateChapterVersionBody,
  options?: CallOptions,
): Promise<ChapterVersionAnswer> {
  return client.post<ChapterVersionAnswer>(versionsPath(bookId, chapterId), body, options);
}

/** GET .../chapter-versions/{versionId}: a version with its markup. */
export function getChapterVersion(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  versionId: number,
  options?: CallOptions,
): Promise<ChapterVersionAnswer> {
  return client.get<ChapterVersionAnswer>(versionPath(bookId, chapterId, versionId), options);
}

/** PATCH .../chapter-versions/{versionId}: renames a version. */
export function renameChapterVersion(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  versionId: number,
  body: RenameChapterVersionBody,
  options?: CallOptions,
): Promise<ChapterVersionAnswer> {
  return client.patch<ChapterVersionAnswer>(versionPath(bookId, chapterId, versionId), body, options);
}

/** POST .../chapter-versions/{versionId}/restore: the version's text back into the chapter (staged if published). */
export function restoreChapterVersion(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  versionId: number,
  options?: CallOptions,
): Promise<RestoreChapterVersionAnswer> {
  return client.post<RestoreChapterVersionAnswer>(`${versionPath(bookId, chapterId, versionId)}/restore`, undefined, options);
}
