import {
  checkBookPublishable,
  createBook,
  createChapter,
  deleteBook,
  deleteChapter,
  getBook,
  getBookChapterAccess,
  listBooks,
  listChapters,
  listGenres,
  moveChapter,
  updateBook,
} from "@storyloom/api/client";
import type { BookAnswer, ChapterListAnswer, CreateBookBody, ListBooksQuery, UpdateBookBody } from "@storyloom/api/client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { STUDIO_PAGE_SIZE } from "./paging.ts";
import type { Id } from "./session.ts";

/** The orders the book list offers (GET /books `sort`). */
export type BookSort = NonNullable<ListBooksQuery["sort"]>;

/** The list screen's search, every field set (the page size is the studio's). */
export type BookSearch = Required<Pick<ListBooksQuery, "search" | "sort" | "page">>;

export const booksKey = ["books"] as const;
export const bookListKey = [...booksKey, "list"] as const;
export const bookKey = (bookId: Id) => [...booksKey, "book", bookId] as const;
export const chaptersKey = (bookId: Id) => [...bookKey(bookId), "chapters"] as const;
export const publishableKey = (bookId: Id) => [...bookKey(bookId), "publishable"] as const;
/** Under the chapters' key: whatever refreshes the chapters refreshes who can read them. */
export const chapterAccessKey = (bookId: Id) => [...chaptersKey(bookId), "access"] as const;
const genresKey = ["genres"] as const;

/** One page of the signed-in author's books. */
export function useBooks({ search, sort, page }: BookSearch) {
  return useQuery({
    queryKey: [...bookListKey, { search, sort, page, pageSize: STUDIO_PAGE_SIZE }],
    queryFn: ({ signal }) => listBooks(apiClient, { search, sort, page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    // Keeps the current rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

/** Every genre, by category and then name; they change only with a migration, so they are read once. */
export function useGenres() {
  return useQuery({
    queryKey: genresKey,
    queryFn: ({ signal }) => listGenres(apiClient, { signal }),
    staleTime: Infinity,
  });
}

export function useBook(bookId: Id) {
  return useQuery({
    queryKey: bookKey(bookId),
    queryFn: ({ signal }) => getBook(apiClient, bookId, { signal }),
  });
}

export function useBookChapters(bookId: Id) {
  return useQuery({
    queryKey: chaptersKey(bookId),
    queryFn: ({ signal }) => listChapters(apiClient, bookId, { signal }),
  });
}

/**
 * Per chapter, who can read it today and when that changes. `bookVersion`
 * (the book's updatedAt) asks again after any change of the book, its
 * publication included.
 */
export function useBookChapterAccess(bookId: Id, bookVersion: string | undefined) {
  return useQuery({
    queryKey: [...chapterAccessKey(bookId), bookVersion ?? ""],
    queryFn: ({ signal }) => getBookChapterAccess(apiClient, bookId, { signal }),
  });
}

/** What the book still lacks before it can be published. */
export function useBookPublishability(bookId: Id) {
  return useQuery({
    queryKey: publishableKey(bookId),
    queryFn: ({ signal }) => checkBookPublishable(apiClient, bookId, { signal }),
  });
}

export function useCreateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookBody) => createBook(apiClient, body),
    onSuccess: async (answer: BookAnswer) => {
      queryClient.setQueryData(bookKey(answer.book.id), answer);
      await queryClient.invalidateQueries({ queryKey: bookListKey });
    },
  });
}

/** Saves book fields; the answer replaces the cached book, and what it lacks is asked again. */
export function useUpdateBook(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBookBody) => updateBook(apiClient, bookId, body),
    onSuccess: async (answer: BookAnswer) => {
      queryClient.setQueryData(bookKey(bookId), answer);
      await Promise.all([queryClient.invalidateQueries({ queryKey: publishableKey(bookId) }), queryClient.invalidateQueries({ queryKey: bookListKey })]);
    },
  });
}

export function useDeleteBook(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmTitle: string) => deleteBook(apiClient, bookId, { confirmTitle }),
    // The book's own queries are left to expire: removing them now would make the screen still showing it refetch a 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookListKey }),
  });
}

/** A chapter change alters the book's chapter count, what it lacks and the list's "last edited". */
async function refreshAfterChapterChange(queryClient: QueryClient, bookId: Id): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookKey(bookId), exact: true }),
    queryClient.invalidateQueries({ queryKey: publishableKey(bookId) }),
    queryClient.invalidateQueries({ queryKey: bookListKey }),
  ]);
}

export function useCreateChapter(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createChapter(apiClient, bookId),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: chaptersKey(bookId) }), refreshAfterChapterChange(queryClient, bookId)]);
    },
  });
}

/** Deletes a chapter; the answer is the renumbered list. */
export function useDeleteChapter(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: Id) => deleteChapter(apiClient, bookId, chapterId),
    onSuccess: async (answer: ChapterListAnswer) => {
      queryClient.setQueryData(chaptersKey(bookId), answer);
      await Promise.all([queryClient.invalidateQueries({ queryKey: chapterAccessKey(bookId) }), refreshAfterChapterChange(queryClient, bookId)]);
    },
  });
}

/** Moves a chapter to position `number`; the answer is the renumbered list. */
export function useMoveChapter(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, number }: { chapterId: Id; number: number }) => moveChapter(apiClient, bookId, chapterId, { number }),
    onSuccess: async (answer: ChapterListAnswer) => {
      queryClient.setQueryData(chaptersKey(bookId), answer);
      // A move changes which chapters are the first (free) ones and the latest (paid) ones.
      await queryClient.invalidateQueries({ queryKey: chapterAccessKey(bookId) });
    },
  });
}
