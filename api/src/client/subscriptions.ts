import type { z } from "zod";
import type {
  AuthorSubscriptionPricesView,
  SeriesSubscriptionPricesView,
  SubscriberView,
  SubscriptionOptionView,
  SubscriptionTypeView,
  SubscriptionView,
} from "../presenters/views/subscriptions.ts";
import type { authorPricesBody, seriesPricesBody, subscribeBody } from "../routes/subscriptions/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type {
  AuthorSubscriptionPricesView,
  SeriesSubscriptionPricesView,
  SubscriptionPriceView,
  SubscriberView,
  SubscriptionOptionView,
  SubscriptionTypeView,
  SubscriptionView,
} from "../presenters/views/subscriptions.ts";

export type AuthorPricesBody = z.input<typeof authorPricesBody>;
export type SeriesPricesBody = z.input<typeof seriesPricesBody>;
export type SubscribeBody = z.input<typeof subscribeBody>;

/** The least and the most a subscription may cost per interval, in cents (domain/src/services/payments/subscriptionPrices.ts). */
export const MIN_SUBSCRIPTION_AMOUNT = 100;
export const MAX_SUBSCRIPTION_AMOUNT = 100_000;

/** "per month", "per year", "per day". */
export function intervalLabel(interval: "day" | "month" | "year"): string {
  return `per ${interval}`;
}

interface PageAnswer<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /author-profiles/stripe-prices. */
export function getAuthorSubscriptionPrices(client: ApiClient, options?: CallOptions): Promise<AuthorSubscriptionPricesView> {
  return client.get<AuthorSubscriptionPricesView>("/author-profiles/stripe-prices", options);
}

/** PATCH /author-profiles/stripe-prices. */
export function updateAuthorSubscriptionPrices(client: ApiClient, body: AuthorPricesBody, options?: CallOptions): Promise<AuthorSubscriptionPricesView> {
  return client.patch<AuthorSubscriptionPricesView>("/author-profiles/stripe-prices", body, options);
}

/** GET /series/stripe-prices: each of the author's series with its subscription. */
export function listSeriesSubscriptionPrices(client: ApiClient, options?: CallOptions): Promise<{ series: SeriesSubscriptionPricesView[] }> {
  return client.get<{ series: SeriesSubscriptionPricesView[] }>("/series/stripe-prices", options);
}

/** PATCH /series/{id}/stripe-prices. */
export function updateSeriesSubscriptionPrices(client: ApiClient, seriesId: number, body: SeriesPricesBody, options?: CallOptions): Promise<{ series: SeriesSubscriptionPricesView }> {
  return client.patch<{ series: SeriesSubscriptionPricesView }>(`/series/${seriesId}/stripe-prices`, body, options);
}

/** GET /readers/subscriptions/options: what is on offer for an author, a series or a book. */
export function listSubscriptionOptions(
  client: ApiClient,
  query: { authorId: number } | { seriesId: number } | { bookId: number },
  options?: CallOptions,
): Promise<{ options: SubscriptionOptionView[] }> {
  return client.get<{ options: SubscriptionOptionView[] }>("/readers/subscriptions/options", { ...options, query });
}

/** POST /readers/subscriptions: the provider's checkout page, or the return page when a cancelled subscription was resumed. */
export function subscribe(client: ApiClient, body: SubscribeBody, options?: CallOptions): Promise<{ url: string; resumed: boolean }> {
  return client.post<{ url: string; resumed: boolean }>("/readers/subscriptions", body, options);
}

/** GET /readers/subscriptions: the signed-in reader's subscriptions. */
export function listReaderSubscriptions(client: ApiClient, query: { page?: number; pageSize?: number } = {}, options?: CallOptions): Promise<PageAnswer<SubscriptionView>> {
  return client.get<PageAnswer<SubscriptionView>>("/readers/subscriptions", { ...options, query });
}

/** DELETE /readers/subscriptions/{subscriptionId}: ends it at the end of the period paid for. */
export function cancelReaderSubscription(client: ApiClient, subscriptionId: number, type: SubscriptionTypeView, options?: CallOptions): Promise<{ subscription: SubscriptionView }> {
  return client.del<{ subscription: SubscriptionView }>(`/readers/subscriptions/${subscriptionId}`, { ...options, query: { type } });
}

/** GET /author-profiles/subscribers: the author's subscribers who can read now. */
export function listSubscribers(client: ApiClient, query: { page?: number; pageSize?: number } = {}, options?: CallOptions): Promise<PageAnswer<SubscriberView>> {
  return client.get<PageAnswer<SubscriberView>>("/author-profiles/subscribers", { ...options, query });
}

/** DELETE /author-profiles/subscribers/{subscriptionId}: the author ends a subscriber's subscription at the end of its period. */
export function cancelSubscriber(client: ApiClient, subscriptionId: number, type: SubscriptionTypeView, options?: CallOptions): Promise<{ subscription: SubscriptionView }> {
  return client.del<{ subscription: SubscriptionView }>(`/author-profiles/subscribers/${subscriptionId}`, { ...options, query: { type } });
}
