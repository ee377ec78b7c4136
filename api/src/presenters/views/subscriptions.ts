import type { PriceInterval } from "@storyloom/db/enums";

/** A price of an author's or a series' subscription, in cents per interval. */
export interface SubscriptionPriceView {
  id: number;
  interval: PriceInterval;
  amount: number;
  isEnabled: boolean;
}

export interface AuthorSubscriptionPricesView {
  subscriptionEnabled: boolean;
  prices: SubscriptionPriceView[];
}

export interface SeriesSubscriptionPricesView {
  seriesId: number;
  title: string;
  subscriptionEnabled: boolean;
  /** Offered first on the series' books, before the author's own subscription. */
  defaultSubscription: boolean;
  seriesOnlySubAmount: number | null;
  prices: SubscriptionPriceView[];
}

export type SubscriptionTypeView = "AUTHOR" | "SERIES";

/** The asking reader's own subscription to what an option offers. */
export interface CurrentSubscriptionView {
  subscriptionId: number;
  interval: PriceInterval;
  amount: number;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  cancelledByAuthor: boolean;
}

/** A subscription on offer: to an author or to a series, at its prices. */
export interface SubscriptionOptionView {
  type: SubscriptionTypeView;
  authorId: number;
  seriesId: number | null;
  name: string;
  isDefault: boolean;
  prices: Array<{ interval: PriceInterval; amount: number }>;
  current: CurrentSubscriptionView | null;
}

/** A reader's subscription as their /my-account lists it. */
export interface SubscriptionView {
  type: SubscriptionTypeView;
  subscriptionId: number;
  authorId: number;
  seriesId: number | null;
  name: string;
  interval: PriceInterval;
  amount: number;
  status: string;
  startedAt: string | null;
  /** Readable until then: the end of the period paid for. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  isCancelledByReader: boolean;
  cancelledByAuthor: boolean;
  isActive: boolean;
  hasAccess: boolean;
}

/** An author's subscriber. */
export interface SubscriberView extends SubscriptionView {
  readerId: number;
  readerName: string | null;
}
