import { findAuthorProfile } from "@storyloom/domain/services/authorProfiles/findAuthorProfile.ts";
import { cancelSubscription, listReaderSubscriptions, listSubscribers } from "@storyloom/domain/services/payments/manageSubscriptions.ts";
import { listSubscriptionOptions, startSubscriptionCheckout } from "@storyloom/domain/services/payments/subscribe.ts";
import {
  listSeriesSubscriptionPrices,
  listSubscriptionPrices,
  setAuthorSubscriptionPrices,
  setSeriesSubscriptionPrices,
} from "@storyloom/domain/services/payments/subscriptionPrices.ts";
import { requireReaderId } from "@storyloom/domain/services/readerBooks/requireReaderId.ts";
import { presentAuthorPrices, presentOption, presentSeriesPrices, presentSubscriber, presentSubscription } from "../../presenters/subscriptions.ts";
import { defineRoute } from "../defineRoute.ts";
import {
  authorPricesAnswer,
  authorPricesBody,
  listQuery,
  optionsQuery,
  seriesPricesAnswer,
  seriesPricesBody,
  seriesPricesListAnswer,
  seriesPricesParams,
  subscribeAnswer,
  subscribeBody,
  subscriberPage,
  subscriptionAnswer,
  subscriptionOptionsAnswer,
  subscriptionPage,
  subscriptionParams,
  subscriptionTypeQuery,
} from "./schema.ts";

/** Subscriptions: authors' and series' prices, readers subscribing and cancelling, authors' subscribers (domain/src/services/payments/README.md). */

export const getAuthorPrices = defineRoute({
  method: "GET",
  path: "/api/v1/author-profiles/stripe-prices",
  summary: "The author's own subscription: whether it is offered and its price per interval.",
  auth: "signedIn",
  authorize: "subscriptionPrices.manage",
  schema: { response: authorPricesAnswer },
  handler: async ({ actor, deps }) => {
    const author = await findAuthorProfile({ actor, db: deps.knex });
    return presentAuthorPrices({
      subscriptionEnabled: author.subscriptionEnabled,
      prices: await listSubscriptionPrices(deps.knex, { authorId: author.id, seriesId: null }),
    });
  },
});

export const updateAuthorPrices = defineRoute({
  method: "PATCH",
  path: "/api/v1/author-profiles/stripe-prices",
  summary: "Sets the author's subscription prices (day, month, year) on their payout account and whether the subscription is offered.",
  auth: "signedIn",
  authorize: "subscriptionPrices.manage",
  schema: { body: authorPricesBody, response: authorPricesAnswer },
  handler: async ({ actor, body, deps }) => {
    const author = await findAuthorProfile({ actor, db: deps.knex });
    return presentAuthorPrices(
      await setAuthorSubscriptionPrices({
        knex: deps.knex,
        payments: deps.payments,
        authorId: author.id,
        subscriptionEnabled: body.subscriptionEnabled,
        prices: body.prices,
      }),
    );
  },
});

export const listSeriesPrices = defineRoute({
  method: "GET",
  path: "/api/v1/series/stripe-prices",
  summary: "Each of the author's series with its subscription settings and prices.",
  auth: "signedIn",
  authorize: "subscriptionPrices.manage",
  schema: { response: seriesPricesListAnswer },
  handler: async ({ actor, deps }) => {
    const author = await findAuthorProfile({ actor, db: deps.knex });
    return { series: (await listSeriesSubscriptionPrices(deps.knex, author.id)).map(presentSeriesPrices) };
  },
});

export const updateSeriesPrices = defineRoute({
  method: "PATCH",
  path: "/api/v1/series/:id/stripe-prices",
  summary: "Sets a series' subscription prices, whether it is offered and whether it is offered first on the series' books.",
  auth: "signedIn",
  authorize: "subscriptionPrices.manage",
  schema: { params: seriesPricesParams, body: seriesPricesBody, response: seriesPricesAnswer },
  handler: async ({ actor, params, body, deps }) => {
    const author = await findAuthorProfile({ actor, db: deps.knex });
    const series = await setSeriesSubscriptionPrices({
      knex: deps.knex,
      payments: deps.payments,
      authorId: author.id,
      seriesId: params.id,
      subscriptionEnabled: body.subscriptionEnabled,
      defaultSubscription: body.defaultSubscription,
      prices: body.prices,
    });
    return { series: presentSeriesPrices(series) };
  },
});

export const subscriptionOptions = defineRoute({
  method: "GET",
  path: "/api/v1/readers/subscriptions/options",
  summary: "The subscriptions on offer for an author, a series or a book, with the signed-in reader's own.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { query: optionsQuery, response: subscriptionOptionsAnswer },
  handler: async ({ actor, query, deps }) => {
    const options = await listSubscriptionOptions({ db: deps.knex, readerId: actor.kind === "anonymous" ? null : actor.readerId, ...query });
    return { options: options.map(presentOption) };
  },
});

export const subscribe = defineRoute({
  method: "POST",
  path: "/api/v1/readers/subscriptions",
  summary: "Subscribes the reader to an author or a series: answers the provider's checkout page (or, for a subscription set to end, resumes it).",
  auth: "signedIn",
  authorize: "subscriptions.start",
  onCustomDomains: true,
  schema: { body: subscribeBody, response: subscribeAnswer },
  handler: async ({ actor, body, deps }) =>
    startSubscriptionCheckout({
      knex: deps.knex,
      payments: deps.payments,
      actor,
      target: body.authorId !== undefined ? { type: "AUTHOR", authorId: body.authorId } : { type: "SERIES", seriesId: body.seriesId! },
      interval: body.interval,
      amount: body.amount,
      referral: body.referral ? { referrerAuthorId: body.referral.referrerAuthorId, bookId: body.referral.bookId ?? null } : null,
      returnPath: body.returnPath ?? "",
      publicUrl: deps.config.publicUrl,
    }),
});

export const listOwnSubscriptions = defineRoute({
  method: "GET",
  path: "/api/v1/readers/subscriptions",
  summary: "The signed-in reader's subscriptions (to authors and series), those they can read through first; paged.",
  auth: "signedIn",
  authorize: "subscriptions.own",
  onCustomDomains: true,
  schema: { query: listQuery, response: subscriptionPage },
  handler: async ({ actor, query, deps }) => {
    const { items, total } = await listReaderSubscriptions({ db: deps.knex, readerId: requireReaderId(actor), page: query.page, pageSize: query.pageSize });
    return { items: items.map(presentSubscription), total, page: query.page, pageSize: query.pageSize };
  },
});

export const cancelOwnSubscription = defineRoute({
  method: "DELETE",
  path: "/api/v1/readers/subscriptions/:subscriptionId",
  summary: "Cancels the reader's subscription at the end of the period paid for (`type`: AUTHOR, the default, or SERIES).",
  auth: "signedIn",
  authorize: "subscriptions.own",
  onCustomDomains: true,
  schema: { params: subscriptionParams, query: subscriptionTypeQuery, response: subscriptionAnswer },
  handler: async ({ actor, params, query, deps }) => {
    const subscription = await cancelSubscription({
      knex: deps.knex,
      payments: deps.payments,
      actor,
      type: query.type,
      subscriptionId: params.subscriptionId,
      by: "reader",
    });
    return { subscription: presentSubscription(subscription) };
  },
});

export const listAuthorSubscribers = defineRoute({
  method: "GET",
  path: "/api/v1/author-profiles/subscribers",
  summary: "The author's subscribers (to them and to their series) who can read now, newest first; paged.",
  auth: "signedIn",
  authorize: "subscribers.manage",
  schema: { query: listQuery, response: subscriberPage },
  handler: async ({ actor, query, deps }) => {
    const author = await findAuthorProfile({ actor, db: deps.knex });
    const { items, total } = await listSubscribers({ db: deps.knex, authorId: author.id, page: query.page, pageSize: query.pageSize });
    return { items: items.map(presentSubscriber), total, page: query.page, pageSize: query.pageSize };
  },
});

export const cancelSubscriber = defineRoute({
  method: "DELETE",
  path: "/api/v1/author-profiles/subscribers/:subscriptionId",
  summary: "The author ends one subscriber's subscription at the end of the period paid for (`cancelledByAuthor`).",
  auth: "signedIn",
  authorize: "subscribers.manage",
  schema: { params: subscriptionParams, query: subscriptionTypeQuery, response: subscriptionAnswer },
  handler: async ({ actor, params, query, deps }) => {
    const subscription = await cancelSubscription({
      knex: deps.knex,
      payments: deps.payments,
      actor,
      type: query.type,
      subscriptionId: params.subscriptionId,
      by: "author",
    });
    return { subscription: presentSubscription(subscription) };
  },
});

export const subscriptionsRoutes = [
  getAuthorPrices,
  updateAuthorPrices,
  listSeriesPrices,
  updateSeriesPrices,
  subscriptionOptions,
  subscribe,
  listOwnSubscriptions,
  cancelOwnSubscription,
  listAuthorSubscribers,
  cancelSubscriber,
];
