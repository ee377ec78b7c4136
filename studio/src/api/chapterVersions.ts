import { getChapter, getChapterVersion, listChapterVersions, renameChapterVersion, restoreChapterVersion } from "@storyloom/api/client";
import type { RestoreChapterVersionAnswer } from "@storyloom/api/client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { chapterKey, chapterVersionsKey, rememberChapter } from "./chapterEditor.ts";
import { apiClient } from "./client.ts";

/** One page (25, newest first) of a chapter's versions. */
export function useChapterVersions(bookId: number, chapterId: number, page: number) {
  return useQuery({
    queryKey: [...chapterVersionsKey(bookId, chapterId), "list", page],
    queryFn: ({ signal }) => listChapterVersions(apiClient, bookId, chapterId, { page }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A version with its markup (versions never change their text, only their name). */
export function useChapterVersion(bookId: number, chapterId: number, versionId: number | null) {
  return useQuery({
    queryKey: [...chapterVersionsKey(bookId, chapterId), "version", versionId],
    queryFn: ({ signal }) => getChapterVersion(apiClient, bookId, chapterId, versionId ?? 0, { signal }),
    enabled: versionId !== null,
    staleTime: Infinity,
  });
}

const currentChapterKey = (bookId: number, chapterId: number) => [...chapterKey(bookId, chapterId), "current"] as const;

/** The chapter's current text, fresh each time the versions screen opens (the editor's cache may be behind). */
export function useCurrentChapter(bookId: number, chapterId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: currentChapterKey(bookId, chapterId),
    queryFn: async ({ signal }) => {
      const answer = await getChapter(apiClient, bookId, chapterId, { signal });
      rememberChapter(queryClient, answer.chapter);
      return answer;
    },
  });
}

export function useRenameChapterVersion(bookId: number, chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, versionName }: { versionId: number; versionName: string }) =>
      renameChapterVersion(apiClient, bookId, chapterId, versionId, { versionName }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chapterVersionsKey(bookId, chapterId) }),
  });
}

/** Restores a version; the chapter's caches take the restored text, and the list shows the version that keeps the replaced one. */
export function useRestoreChapterVersion(bookId: number, chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => restoreChapterVersion(apiClient, bookId, chapterId, versionId),
    onSuccess: async (answer: RestoreChapterVersionAnswer) => {
      rememberChapter(queryClient, answer.chapter);
      queryClient.setQueryData(currentChapterKey(bookId, chapterId), { chapter: answer.chapter });
      await queryClient.invalidateQueries({ queryKey: chapterVersionsKey(bookId, chapterId) });
    },
  });
}
