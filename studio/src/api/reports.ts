import { getChapterFunnel, getSalesReport } from "@storyloom/api/client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { STUDIO_PAGE_SIZE } from "./paging.ts";

/** The author's sales report over the last `months` months; the books a page at a time. */
export function useSalesReport(months: number, page: number) {
  return useQuery({
    queryKey: ["reports", "sales", { months, page, pageSize: STUDIO_PAGE_SIZE }],
    queryFn: ({ signal }) => getSalesReport(apiClient, { months, page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
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
