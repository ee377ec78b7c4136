import { createChapterVersion, getChapter, updateChapter } from "@storyloom/api/client";
import type { ChapterAnswer, ChapterVersionAnswer, ChapterView } from "@storyloom/api/client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiClient } from "./client.ts";

/** The text the chapter editor saves. */
export interface ChapterText {
  title: string;
  markup: string;
}

export const chapterKey = (bookId: number, chapterId: number) => ["chapter", bookId, chapterId] as const;

/**
 * One chapter for its editor. Loaded once: a refetch (window focus, reconnect)
 * must not replace text the author is typing; autosave tracks the version.
 */
export function useChapter(bookId: number, chapterId: number) {
  return useQuery({
    queryKey: chapterKey(bookId, chapterId),
    queryFn: ({ signal }) => getChapter(apiClient, bookId, chapterId, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The text an author works on: the staged text of a published chapter where there is one. */
export function workingTextOf(chapter: ChapterView): ChapterText {
  return { title: chapter.stagedTitle ?? chapter.title ?? "", markup: chapter.stagedMarkup ?? chapter.markup ?? "" };
}

/** PATCH the chapter's title and markup, edited from `version` (rejected with an edit conflict if it moved on). */
export function saveChapterText(bookId: number, chapterId: number, text: ChapterText, version: number): Promise<ChapterAnswer> {
  return updateChapter(apiClient, bookId, chapterId, { title: text.title, markup: text.markup, version });
}

/** Keeps the chapter's saved text as a named version. */
export function keepChapterVersion(bookId: number, chapterId: number, versionName: string): Promise<ChapterVersionAnswer> {
  return createChapterVersion(apiClient, bookId, chapterId, { versionName });
}

/** "Take a version": the chapter's saved text under the author's name for it. */
export function useTakeChapterVersion(bookId: number, chapterId: number) {
  return useMutation({ mutationFn: (versionName: string) => keepChapterVersion(bookId, chapterId, versionName) });
}
