import { deleteChapterAudio, getChapterAudio, uploadChapterAudio } from "@storyloom/api/client";
import type { ChapterAudioAnswer } from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { chapterKey } from "./chapterEditor.ts";

export const chapterAudioKey = (bookId: number, chapterId: number) => [...chapterKey(bookId, chapterId), "audio"] as const;

/** The chapter's audio, or null. */
export function useChapterAudio(bookId: number, chapterId: number) {
  return useQuery({ queryKey: chapterAudioKey(bookId, chapterId), queryFn: () => getChapterAudio(apiClient, bookId, chapterId) });
}

function useChapterAudioMutation<V>(bookId: number, chapterId: number, call: (variables: V) => Promise<ChapterAudioAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData<ChapterAudioAnswer>(chapterAudioKey(bookId, chapterId), answer),
  });
}

export function useUploadChapterAudio(bookId: number, chapterId: number) {
  return useChapterAudioMutation<File>(bookId, chapterId, (file) => uploadChapterAudio(apiClient, bookId, chapterId, file));
}

export function useDeleteChapterAudio(bookId: number, chapterId: number) {
  return useChapterAudioMutation<void>(bookId, chapterId, () => deleteChapterAudio(apiClient, bookId, chapterId));
}
