import {
  createSeries,
  createSubseries,
  deleteSeries,
  deleteSubseries,
  getSeries,
  listBooks,
  listSeries,
  reorderBook,
  updateSeries,
  updateSubseries,
} from "@storyloom/api/client";
import type { CreateSeriesBody, CreateSubseriesBody, SeriesAnswer, UpdateSeriesBody, UpdateSubseriesBody } from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { booksKey } from "./books.ts";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";

export const seriesKey = ["series"] as const;
export const seriesListKey = [...seriesKey, "list"] as const;
export const oneSeriesKey = (seriesId: Id) => [...seriesKey, "one", seriesId] as const;

/** The signed-in author's collections (GET /series), by title. */
export function useSeriesList() {
  return useQuery({
    queryKey: seriesListKey,
    queryFn: ({ signal }) => listSeries(apiClient, { signal }),
  });
}

/** One collection with its books and subseries in order. */
export function useSeries(seriesId: Id) {
  return useQuery({
    queryKey: oneSeriesKey(seriesId),
    queryFn: ({ signal }) => getSeries(apiClient, seriesId, { signal }),
  });
}

/**
 * Every series call answers the whole series: it replaces the cached one, and
 * lists (counts, books' seriesId) are read again in the background. Not
 * awaited: the call is done once the answer is shown, and the editor's next
 * action must not wait for (or race with) those refetches.
 */
function storeSeries(queryClient: QueryClient, answer: SeriesAnswer): void {
  queryClient.setQueryData(oneSeriesKey(answer.series.id), answer);
  void queryClient.invalidateQueries({ queryKey: seriesListKey });
  void queryClient.invalidateQueries({ queryKey: booksKey });
}

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSeriesBody) => createSeries(apiClient, body),
    onSuccess: (answer) => storeSeries(queryClient, answer),
  });
}

/** Title, description, cover and (with `books`) the whole ordered book list. */
export function useUpdateSeries(seriesId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSeriesBody) => updateSeries(apiClient, seriesId, body),
    onSuccess: (answer) => storeSeries(queryClient, answer),
  });
}

export function useDeleteSeries(seriesId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSeries(apiClient, seriesId),
    // The series' own query is left to expire: removing it now would make the screen still showing it refetch a 404.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: seriesListKey }), queryClient.invalidateQueries({ queryKey: booksKey })]),
  });
}

/** Moves a book to place `number` of its collection. */
export function useReorderBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookId, number }: { bookId: Id; number: number }) => reorderBook(apiClient, bookId, { number }),
    onSuccess: (answer) => storeSeries(queryClient, answer),
  });
}

export function useCreateSubseries(seriesId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSubseriesBody) => createSubseries(apiClient, seriesId, body),
    onSuccess: (answer) => storeSeries(queryClient, answer),
  });
}

export function useUpdateSubseries(seriesId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subseriesId, body }: { subseriesId: Id; body: UpdateSubseriesBody }) => updateSubseries(apiClient, seriesId, subseriesId, body),
    onSuccess: (answer) => storeSeries(queryClient, answer),
  });
}

export function useDeleteSubseries(seriesId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subseriesId: Id) => deleteSubseries(apiClient, seriesId, subseriesId),
    onSuccess: (answer) => storeSeries(queryClient, answer),
  });
}

/** Books one "add a book" list offers: the first 100 of the author's books by title (GET /books' largest page). */
const ADDABLE_BOOKS_PAGE = 100;

/** The author's books that are in no collection, to add to one. */
export function useBooksOutsideSeries() {
  return useQuery({
    queryKey: [...booksKey, "outsideSeries"],
    queryFn: async ({ signal }) => {
      const page = await listBooks(apiClient, { sort: "title", page: 1, pageSize: ADDABLE_BOOKS_PAGE }, { signal });
      return page.items.filter((book) => book.seriesId === null);
    },
  });
}
