import { createChapterVersion, getChapter, updateChapter } from "@storyloom/api/client";
import type { ChapterAnswer, ChapterListAnswer, ChapterVersionAnswer, ChapterView } from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { chaptersKey } from "./books.ts";
import { apiClient } from "./client.ts";

/** The text the chapter editor saves. */
export interface ChapterText {
  title: string;
  markup: string;
  /** Shown instead of "Chapter N" (e.g. "Prologue"); "" for none. */
  customNumbering: string;
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

/** A staged title or numbering: null is "not edited", "" is "cleared" (the server's workingText.ts). */
function stagedLine(staged: string | null, live: string | null): string | null {
  if (staged === null) return live;
  return staged === "" ? null : staged;
}

/** The text an author works on: the staged text of a published chapter where there is one. */
export function workingTextOf(chapter: ChapterView): ChapterText {
  return {
    title: stagedLine(chapter.stagedTitle, chapter.title) ?? "",
    markup: chapter.stagedMarkup ?? chapter.markup ?? "",
    customNumbering: stagedLine(chapter.stagedCustomNumbering, chapter.customNumbering) ?? "",
  };
}

/**
 * Puts a chapter the server answered (after a save or a restore) into the
 * caches: reopening it starts from that text and version, not from the one
 * loaded first, and the book editor's chapter list shows its title and words.
 */
export function rememberChapter(queryClient: QueryClient, chapter: ChapterView): void {
  queryClient.setQueryData<ChapterAnswer>(chapterKey(chapter.bookId, chapter.id), { chapter });
  queryClient.setQueryData<ChapterListAnswer>(chaptersKey(chapter.bookId), (list) =>
    list
      ? {
          chapters: list.chapters.map((row) =>
            row.id === chapter.id
              ? {
                  ...row,
                  title: stagedLine(chapter.stagedTitle, chapter.title),
                  customNumbering: stagedLine(chapter.stagedCustomNumbering, chapter.customNumbering),
                  status: chapter.status,
                  wordCount: chapter.wordCount,
                  updatedAt: chapter.updatedAt,
                  version: chapter.version,
                  hasStagedChanges: chapter.hasStagedChanges,
                }
              : row,
          ),
        }
      : list,
  );
}

/** PATCH the chapter's title, numbering and markup, edited from `version` (rejected with an edit conflict if it moved on). */
export function saveChapterText(bookId: number, chapterId: number, text: ChapterText, version: number): Promise<ChapterAnswer> {
  const customNumbering = text.customNumbering.trim() === "" ? null : text.customNumbering;
  return updateChapter(apiClient, bookId, chapterId, { title: text.title, markup: text.markup, customNumbering, version });
}

/** Keeps the chapter's saved text as a named version. */
export function keepChapterVersion(bookId: number, chapterId: number, versionName: string): Promise<ChapterVersionAnswer> {
  return createChapterVersion(apiClient, bookId, chapterId, { versionName });
}

/** "Take a version": the chapter's saved text under the author's name for it. */
export function useTakeChapterVersion(bookId: number, chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionName: string) => keepChapterVersion(bookId, chapterId, versionName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chapterVersionsKey(bookId, chapterId) }),
  });
}

/** Every page of a chapter's version list (chapterVersions.ts adds the page). */
export const chapterVersionsKey = (bookId: number, chapterId: number) => [...chapterKey(bookId, chapterId), "versions"] as const;
