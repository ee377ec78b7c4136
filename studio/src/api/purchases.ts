import { listPurchases } from "@storyloom/api/client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { STUDIO_PAGE_SIZE } from "./paging.ts";

/** The signed-in reader's purchases, one page at a time, newest first. */
export function usePurchases(page: number) {
  return useQuery({
    queryKey: ["purchases", { page, pageSize: STUDIO_PAGE_SIZE }],
    queryFn: ({ signal }) => listPurchases(apiClient, { page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}
