import {
  cancelReaderSubscription,
  cancelSubscriber,
  getAuthorSubscriptionPrices,
  listReaderSubscriptions,
  listSeriesSubscriptionPrices,
  listSubscribers,
  updateAuthorSubscriptionPrices,
  updateSeriesSubscriptionPrices,
} from "@storyloom/api/client";
import type { AuthorPricesBody, SeriesPricesBody, SubscriptionTypeView } from "@storyloom/api/client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { STUDIO_PAGE_SIZE } from "./paging.ts";

const authorPricesKey = ["subscriptionPrices", "author"] as const;
const seriesPricesKey = ["subscriptionPrices", "series"] as const;

/** The author's own subscription and its prices. */
export function useAuthorSubscriptionPrices() {
  return useQuery({ queryKey: authorPricesKey, queryFn: ({ signal }) => getAuthorSubscriptionPrices(apiClient, { signal }) });
}

/** Saves the author's prices; the answer replaces the cached ones (and the profile's subscription fields are refetched). */
export function useUpdateAuthorSubscriptionPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AuthorPricesBody) => updateAuthorSubscriptionPrices(apiClient, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(authorPricesKey, answer);
      void queryClient.invalidateQueries({ queryKey: ["authorProfile"] });
    },
  });
}

/** Each of the author's series with its subscription and prices. */
export function useSeriesSubscriptionPrices() {
  return useQuery({ queryKey: seriesPricesKey, queryFn: ({ signal }) => listSeriesSubscriptionPrices(apiClient, { signal }) });
}

export function useUpdateSeriesSubscriptionPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seriesId, body }: { seriesId: number; body: SeriesPricesBody }) => updateSeriesSubscriptionPrices(apiClient, seriesId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: seriesPricesKey }),
  });
}

/** The signed-in reader's subscriptions, a page at a time. */
export function useReaderSubscriptions(page: number) {
  return useQuery({
    queryKey: ["readerSubscriptions", { page, pageSize: STUDIO_PAGE_SIZE }],
    queryFn: ({ signal }) => listReaderSubscriptions(apiClient, { page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCancelReaderSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, type }: { subscriptionId: number; type: SubscriptionTypeView }) => cancelReaderSubscription(apiClient, subscriptionId, type),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["readerSubscriptions"] }),
  });
}

/** The author's subscribers who can read now, a page at a time. */
export function useSubscribers(page: number) {
  return useQuery({
    queryKey: ["subscribers", { page, pageSize: STUDIO_PAGE_SIZE }],
    queryFn: ({ signal }) => listSubscribers(apiClient, { page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCancelSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, type }: { subscriptionId: number; type: SubscriptionTypeView }) => cancelSubscriber(apiClient, subscriptionId, type),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["subscribers"] }),
  });
}
