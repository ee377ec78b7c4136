import { getChapterFunnel, getSalesReport, listBooks } from "@storyloom/api/client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { STUDIO_PAGE_SIZE } from "./paging.ts";

/** The most books the funnel's picker lists at once (GET /books' largest page); more are found by title. */
export const FUNNEL_PICKER_SIZE = 100;

/** The author's sales report over the last `months` months; the books a page at a time. */
export function useSalesReport(months: number, page: number) {
  return useQuery({
    queryKey: ["reports", "sales", { months, page, pageSize: STUDIO_PAGE_SIZE }],
    queryFn: ({ signal }) => getSalesReport(apiClient, { months, page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The author's books by title for the funnel's picker: every book, not only the report's current page. */
export function useFunnelBooks(search: string) {
  return useQuery({
    queryKey: ["reports", "funnelBooks", { search }],
    queryFn: ({ signal }) => listBooks(apiClient, { search, sort: "title", pageSize: FUNNEL_PICKER_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A book's reading funnel; nothing is asked until a book is chosen. */
export function useChapterFunnel(bookId: number | null) {
  return useQuery({
    queryKey: ["reports", "funnel", bookId],
    queryFn: ({ signal }) => getChapterFunnel(apiClient, bookId!, { signal }),
    enabled: bookId !== null,
  });
}
