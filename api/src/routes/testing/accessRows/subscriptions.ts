import type { Knex } from "@storyloom/db";
import { createAuthorSubscription, createSeries, createUser } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { everyone, signedIn, unique } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** A fresh subscription of reader A to someone else (no provider subscription behind it: cancelling it asks the provider nothing). */
async function readerASubscription(world: World, knex: Knex): Promise<number> {
  const author = await createUser(knex);
  return (await createAuthorSubscription(knex, { readerId: world.people.readerA.readerProfile.id, authorId: author.authorProfile.id })).id;
}

/** A fresh subscriber of author A. */
async function subscriberOfAuthorA(world: World, knex: Knex): Promise<number> {
  const reader = await createUser(knex);
  return (await createAuthorSubscription(knex, { readerId: reader.readerProfile.id, authorId: world.people.authorA.authorProfile.id })).id;
}

/**
 * The access rows of subscriptions (api/src/routes/subscriptions). No actor
 * sells (none has a validated payout account), so setting prices is refused
 * on the merits (409) to the owner, and nobody can subscribe to the world's
 * seller, who offers no subscription.
 */
export const subscriptionsAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/author-profiles/stripe-prices": { request: () => ({ path: "/api/v1/author-profiles/stripe-prices" }), expect: signedIn("2xx") },
  "PATCH /api/v1/author-profiles/stripe-prices": {
    request: () => ({ path: "/api/v1/author-profiles/stripe-prices", body: { subscriptionEnabled: true, prices: [{ interval: "month", amount: 500 }] } }),
    expect: signedIn(409),
  },
  "GET /api/v1/series/stripe-prices": { request: () => ({ path: "/api/v1/series/stripe-prices" }), expect: signedIn("2xx") },
  "PATCH /api/v1/series/:id/stripe-prices": {
    request: async (world, _actor, knex) => {
      const series = await createSeries(knex, { authorId: world.people.authorA.authorProfile.id, title: `Priced series ${unique()}` });
      return { path: `/api/v1/series/${series.id}/stripe-prices`, body: { subscriptionEnabled: true, prices: [{ interval: "month", amount: 300 }] } };
    },
    expect: { ...signedIn(404), authorA: 409, adminAsAuthorA: 409 },
  },
  "GET /api/v1/readers/subscriptions/options": {
    request: (world) => ({ path: `/api/v1/readers/subscriptions/options?authorId=${world.people.authorA.authorProfile.id}` }),
    expect: everyone("2xx"),
  },
  "POST /api/v1/readers/subscriptions": {
    request: (world) => ({ path: "/api/v1/readers/subscriptions", body: { authorId: world.people.authorB.authorProfile.id, interval: "month" } }),
    expect: signedIn(409),
  },
  "GET /api/v1/readers/subscriptions": { request: () => ({ path: "/api/v1/readers/subscriptions?page=1&pageSize=10" }), expect: signedIn("2xx") },
  "DELETE /api/v1/readers/subscriptions/:subscriptionId": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/readers/subscriptions/${await readerASubscription(world, knex)}?type=AUTHOR` }),
    expect: { ...signedIn(404), readerA: "2xx" },
  },
  "GET /api/v1/author-profiles/subscribers": { request: () => ({ path: "/api/v1/author-profiles/subscribers" }), expect: signedIn("2xx") },
  "DELETE /api/v1/author-profiles/subscribers/:subscriptionId": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/author-profiles/subscribers/${await subscriberOfAuthorA(world, knex)}` }),
    expect: { ...signedIn(404), authorA: "2xx", adminAsAuthorA: "2xx" },
  },
};
