import { publishBook, publishChapter, scheduleBookPublication, scheduleChapterPublication, unpublishBook, unpublishChapter } from "@storyloom/api/client";
import type { BookAnswer, ChapterAnswer, PublishBookBody, PublishChapterBody, ScheduleBookBody, ScheduleChapterBody } from "@storyloom/api/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { bookKey, bookListKey, chaptersKey, publishableKey } from "./books.ts";
import { chapterKey } from "./chapterEditor.ts";
import { apiClient } from "./client.ts";
import { seriesKey } from "./series.ts";
import type { Id } from "./session.ts";

/** A book's status changed: the answer replaces the cached book; what it lacks, the lists and the collections are asked again. */
async function refreshBook(queryClient: QueryClient, bookId: Id, answer: BookAnswer): Promise<void> {
  queryClient.setQueryData(bookKey(bookId), answer);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: publishableKey(bookId) }),
    queryClient.invalidateQueries({ queryKey: bookListKey }),
    // A new collection, or a book that joined or left one.
    queryClient.invalidateQueries({ queryKey: seriesKey }),
  ]);
}

/**
 * A chapter's status changed: the answer replaces the cached chapter (an open
 * editor keeps its own text and version, which publishing does not change)
 * and the book's chapter list is asked again.
 */
async function refreshChapter(queryClient: QueryClient, bookId: Id, answer: ChapterAnswer): Promise<void> {
  queryClient.setQueryData(chapterKey(bookId, answer.chapter.id), answer);
  await queryClient.invalidateQueries({ queryKey: chaptersKey(bookId) });
}

/** Publishes the book now, alone or in a collection. */
export function usePublishBook(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishBookBody) => publishBook(apiClient, bookId, body),
    onSuccess: (answer: BookAnswer) => refreshBook(queryClient, bookId, answer),
  });
}

/** Schedules the book (an ISO time), or unschedules it with `scheduledPublicationAt: null`. */
export function useScheduleBookPublication(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleBookBody) => scheduleBookPublication(apiClient, bookId, body),
    onSuccess: (answer: BookAnswer) => refreshBook(queryClient, bookId, answer),
  });
}

export function useUnpublishBook(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishBook(apiClient, bookId),
    onSuccess: (answer: BookAnswer) => refreshBook(queryClient, bookId, answer),
  });
}

/** Publishes the chapter's saved working text (its staged edits, for a published one). */
export function usePublishChapter(bookId: Id, chapterId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishChapterBody = {}) => publishChapter(apiClient, bookId, chapterId, body),
    onSuccess: (answer: ChapterAnswer) => refreshChapter(queryClient, bookId, answer),
  });
}

/** Schedules the chapter (an ISO time), or unschedules it with `scheduledPublicationAt: null`. */
export function useScheduleChapterPublication(bookId: Id, chapterId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleChapterBody) => scheduleChapterPublication(apiClient, bookId, chapterId, body),
    onSuccess: (answer: ChapterAnswer) => refreshChapter(queryClient, bookId, answer),
  });
}

export function useUnpublishChapter(bookId: Id, chapterId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishChapter(apiClient, bookId, chapterId),
    onSuccess: (answer: ChapterAnswer) => refreshChapter(queryClient, bookId, answer),
  });
}
