import type { Subscriber, SubscriptionSummary } from "@storyloom/domain/services/payments/manageSubscriptions.ts";
import type { SubscriptionOption } from "@storyloom/domain/services/payments/subscribe.ts";
import type { SeriesSubscriptionPrices, SubscriptionPrice } from "@storyloom/domain/services/payments/subscriptionPrices.ts";
import type {
  AuthorSubscriptionPricesView,
  SeriesSubscriptionPricesView,
  SubscriberView,
  SubscriptionOptionView,
  SubscriptionPriceView,
  SubscriptionView,
} from "./views/subscriptions.ts";

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

function presentPrice(price: SubscriptionPrice): SubscriptionPriceView {
  return { id: price.id, interval: price.interval, amount: price.amount, isEnabled: price.isEnabled };
}

export function presentAuthorPrices(input: { subscriptionEnabled: boolean; prices: SubscriptionPrice[] }): AuthorSubscriptionPricesView {
  return { subscriptionEnabled: input.subscriptionEnabled, prices: input.prices.map(presentPrice) };
}

export function presentSeriesPrices(series: SeriesSubscriptionPrices): SeriesSubscriptionPricesView {
  return {
    seriesId: series.seriesId,
    title: series.title,
    subscriptionEnabled: series.subscriptionEnabled,
    defaultSubscription: series.defaultSubscription,
    seriesOnlySubAmount: series.seriesOnlySubAmount,
    prices: series.prices.map(presentPrice),
  };
}

export function presentOption(option: SubscriptionOption): SubscriptionOptionView {
  return {
    type: option.type,
    authorId: option.authorId,
    seriesId: option.seriesId,
    name: option.name,
    isDefault: option.isDefault,
    prices: option.prices.map((price) => ({ interval: price.interval, amount: price.amount })),
    current: option.current ? { ...option.current, currentPeriodEnd: iso(option.current.currentPeriodEnd) } : null,
  };
}

export function presentSubscription(subscription: SubscriptionSummary): SubscriptionView {
  return {
    type: subscription.type,
    subscriptionId: subscription.subscriptionId,
    authorId: subscription.authorId,
    seriesId: subscription.seriesId,
    name: subscription.name,
    interval: subscription.interval,
    amount: subscription.amount,
    status: subscription.status,
    startedAt: iso(subscription.startedAt),
    currentPeriodEnd: iso(subscription.currentPeriodEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    isCancelledByReader: subscription.isCancelledByReader,
    cancelledByAuthor: subscription.cancelledByAuthor,
    isActive: subscription.isActive,
    hasAccess: subscription.hasAccess,
  };
}

export function presentSubscriber(subscriber: Subscriber): SubscriberView {
  return { ...presentSubscription(subscriber), readerId: subscriber.readerId, readerName: subscriber.readerName };
}
