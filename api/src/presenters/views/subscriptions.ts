// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { priceIntervals } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

const cents = () => count();

/** A price of an author's or a series' subscription, in cents per interval. */
export const subscriptionPriceView = z
  .object({
    id: count(),
    interval: z.enum(priceIntervals),
    amount: cents(),
    isEnabled: z.boolean(),
  })
  .meta({ id: "SubscriptionPrice" });
export type SubscriptionPriceView = z.output<typeof subscriptionPriceView>;

export const authorSubscriptionPricesView = z.object({
  subscriptionEnabled: z.boolean(),
  prices: z.array(subscriptionPriceView),
});
export type AuthorSubscriptionPricesView = z.output<typeof authorSubscriptionPricesView>;

export const seriesSubscriptionPricesView = z
  .object({
    seriesId: count(),
    title: z.string(),
    subscriptionEnabled: z.boolean(),
    defaultSubscription: z.boolean().describe("Offered first on the series' books, before the author's own subscription."),
    seriesOnlySubAmount: cents().nullable(),
    prices: z.array(subscriptionPriceView),
  })
  .meta({ id: "SeriesSubscriptionPrices" });
export type SeriesSubscriptionPricesView = z.output<typeof seriesSubscriptionPricesView>;

export const subscriptionTypeView = z.enum(["AUTHOR", "SERIES"]).meta({ id: "SubscriptionType" });
export type SubscriptionTypeView = z.output<typeof subscriptionTypeView>;

/** The asking reader's own subscription to what an option offers. */
export const currentSubscriptionView = z.object({
  subscriptionId: count(),
  interval: z.enum(priceIntervals),
  amount: cents(),
  status: z.string(),
  currentPeriodEnd: isoDateTime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancelledByAuthor: z.boolean(),
});

/** A subscription on offer: to an author or to a series, at its prices. */
export const subscriptionOptionView = z.object({
  type: subscriptionTypeView,
  authorId: count(),
  seriesId: count().nullable(),
  name: z.string(),
  isDefault: z.boolean(),
  prices: z.array(z.object({ interval: z.enum(priceIntervals), amount: cents() })),
  current: currentSubscriptionView.nullable(),
});
export type SubscriptionOptionView = z.output<typeof subscriptionOptionView>;

/** A reader's subscription as their /my-account lists it. */
export const subscriptionView = z
  .object({
    type: subscriptionTypeView,
    subscriptionId: count(),
    authorId: count(),
    seriesId: count().nullable(),
    name: z.string(),
    interval: z.enum(priceIntervals),
    amount: cents(),
    status: z.string(),
    startedAt: isoDateTime().nullable(),
    currentPeriodEnd: isoDateTime().nullable().describe("Readable until then: the end of the period paid for."),
    cancelAtPeriodEnd: z.boolean(),
    isCancelledByReader: z.boolean(),
    cancelledByAuthor: z.boolean(),
    isActive: z.boolean(),
    hasAccess: z.boolean(),
  })
  .meta({ id: "Subscription" });
export type SubscriptionView = z.output<typeof subscriptionView>;

/** An author's subscriber. */
export const subscriberView = subscriptionView
  .extend({
    readerId: count(),
    readerName: z.string().nullable(),
  })
  .meta({ id: "Subscriber" });
export type SubscriberView = z.output<typeof subscriberView>;
