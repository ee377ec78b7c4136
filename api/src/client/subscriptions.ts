import type { z } from "zod";
import type {
  authorPricesAnswer,
  authorPricesBody,
  listQuery,
  optionsQuery,
  seriesPricesAnswer,
  seriesPricesBody,
  seriesPricesListAnswer,
  subscribeAnswer,
  subscribeBody,
  subscriberPage,
  subscriptionAnswer,
  subscriptionOptionsAnswer,
  subscriptionPage,
  subscriptionTypeQuery,
} from "../routes/subscriptions/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { SubscriptionPriceView, SubscriptionOptionView, SubscriptionTypeView, SubscriptionView } from "../presenters/views/subscriptions.ts";

export type AuthorPricesBody = z.input<typeof authorPricesBody>;
export type SeriesPricesBody = z.input<typeof seriesPricesBody>;
export type SubscribeBody = z.input<typeof subscribeBody>;
type OptionsQuery = QueryOf<typeof optionsQuery>;
/** One of authorId, seriesId and bookId: the schema's fields, one at a time (its refine asks for exactly one). */
export type SubscriptionOptionsQuery = { [K in keyof OptionsQuery]-?: Required<Pick<OptionsQuery, K>> }[keyof OptionsQuery];
export type ListSubscriptionsQuery = QueryOf<typeof listQuery>;
/** Whose subscription it is: the author's (the default) or a series'. */
type SubscriptionType = NonNullable<QueryOf<typeof subscriptionTypeQuery>["type"]>;

/** The least and the most a subscription may cost per interval, in cents (domain/src/services/payments/subscriptionPrices.ts). */
export const MIN_SUBSCRIPTION_AMOUNT = 100;
export const MAX_SUBSCRIPTION_AMOUNT = 100_000;

type AuthorPricesAnswer = z.output<typeof authorPricesAnswer>;
type SeriesPricesListAnswer = z.output<typeof seriesPricesListAnswer>;
type SeriesPricesAnswer = z.output<typeof seriesPricesAnswer>;
type SubscriptionOptionsAnswer = z.output<typeof subscriptionOptionsAnswer>;
type SubscribeAnswer = z.output<typeof subscribeAnswer>;
type SubscriptionPage = z.output<typeof subscriptionPage>;
type SubscriptionAnswer = z.output<typeof subscriptionAnswer>;
type SubscriberPage = z.output<typeof subscriberPage>;

/** GET /author-profiles/stripe-prices. */
export function getAuthorSubscriptionPrices(client: ApiClient, options?: CallOptions): Promise<AuthorPricesAnswer> {
  return client.get<AuthorPricesAnswer>("/author-profiles/stripe-prices", options);
}

/** PATCH /author-profiles/stripe-prices. */
export function updateAuthorSubscriptionPrices(client: ApiClient, body: AuthorPricesBody, options?: CallOptions): Promise<AuthorPricesAnswer> {
  return client.patch<AuthorPricesAnswer>("/author-profiles/stripe-prices", body, options);
}

/** GET /series/stripe-prices: each of the author's series with its subscription. */
export function listSeriesSubscriptionPrices(client: ApiClient, options?: CallOptions): Promise<SeriesPricesListAnswer> {
  return client.get<SeriesPricesListAnswer>("/series/stripe-prices", options);
}

/** PATCH /series/{id}/stripe-prices. */
export function updateSeriesSubscriptionPrices(
  client: ApiClient,
  seriesId: number,
  body: SeriesPricesBody,
  options?: CallOptions,
): Promise<SeriesPricesAnswer> {
  return client.patch<SeriesPricesAnswer>(`/series/${seriesId}/stripe-prices`, body, options);
}

/** GET /readers/subscriptions/options: what is on offer for an author, a series or a book. */
export function listSubscriptionOptions(client: ApiClient, query: SubscriptionOptionsQuery, options?: CallOptions): Promise<SubscriptionOptionsAnswer> {
  return client.get<SubscriptionOptionsAnswer>("/readers/subscriptions/options", { ...options, query });
}

/** POST /readers/subscriptions: the provider's checkout page, or the return page when a cancelled subscription was resumed. */
export function subscribe(client: ApiClient, body: SubscribeBody, options?: CallOptions): Promise<SubscribeAnswer> {
  return client.post<SubscribeAnswer>("/readers/subscriptions", body, options);
}

/** GET /readers/subscriptions: the signed-in reader's subscriptions. */
export function listReaderSubscriptions(client: ApiClient, query: ListSubscriptionsQuery = {}, options?: CallOptions): Promise<SubscriptionPage> {
  return client.get<SubscriptionPage>("/readers/subscriptions", { ...options, query });
}

/** DELETE /readers/subscriptions/{subscriptionId}: ends it at the end of the period paid for. */
export function cancelReaderSubscription(
  client: ApiClient,
  subscriptionId: number,
  type: SubscriptionType,
  options?: CallOptions,
): Promise<SubscriptionAnswer> {
  return client.del<SubscriptionAnswer>(`/readers/subscriptions/${subscriptionId}`, { ...options, query: { type } });
}

/** GET /author-profiles/subscribers: the author's subscribers who can read now. */
export function listSubscribers(client: ApiClient, query: ListSubscriptionsQuery = {}, options?: CallOptions): Promise<SubscriberPage> {
  return client.get<SubscriberPage>("/author-profiles/subscribers", { ...options, query });
}

/** DELETE /author-profiles/subscribers/{subscriptionId}: the author ends a subscriber's subscription at the end of its period. */
export function cancelSubscriber(client: ApiClient, subscriptionId: number, type: SubscriptionType, options?: CallOptions): Promise<SubscriptionAnswer> {
  return client.del<SubscriptionAnswer>(`/author-profiles/subscribers/${subscriptionId}`, { ...options, query: { type } });
}
