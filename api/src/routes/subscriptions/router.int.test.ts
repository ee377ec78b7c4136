import type request from "supertest";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AuthorProfile,
  AuthorStripePrice,
  AuthorSubscription,
  Book,
  Checkout,
  Payment,
  ReaderSeriesSubscriptionCustomPrice,
  SeriesSubscription,
} from "@storyloom/db/models";
import { loadReaderAccess } from "@storyloom/domain/services/readers/chapterAccess.ts";
import { createPublishedBook, createSeries } from "@storyloom/testkit/factories";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { fakeStripeClient, payAndReturn, seller, signedIn } from "../payments/testing.ts";

let ctx: TestContext;
let stripe: Stripe;
beforeAll(async () => {
  ctx = await createTestContext();
  stripe = fakeStripeClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const MONTH_PRICES = {
  subscriptionEnabled: true,
  prices: [
    { interval: "month", amount: 500 },
    { interval: "year", amount: 5000 },
  ],
};

/** A selling author with a monthly and a yearly subscription, and a book for subscribers only (the first chapter free). */
async function subscriptionAuthor() {
  const author = await seller(ctx);
  await author.agent.patch("/api/v1/author-profiles/stripe-prices").send(MONTH_PRICES).expect(200);
  const { book } = await createPublishedBook(ctx.db.knex, { authorId: author.authorProfile.id, chapters: 4, publicChaptersCount: 1 });
  await Book.query(ctx.db.knex).findById(book.id).patch({ subscribersOnly: true });
  return { author, book };
}

async function isOpen(agent: request.Agent, bookId: number, index: number): Promise<boolean> {
  const res = await agent.get(`/api/v1/readers/books/${bookId}/chapters/${index}/check-access`).expect(200);
  return res.body.access.isOpen as boolean;
}

/** The reader subscribes to the author at `interval` and pays on the provider's page; answers the subscription row. */
async function subscribeToAuthor(reader: { agent: request.Agent; readerProfile: { id: number } }, authorId: number, body: Record<string, unknown> = {}) {
  const start = await reader.agent
    .post("/api/v1/readers/subscriptions")
    .send({ authorId, interval: "month", returnPath: "/book/1", ...body })
    .expect(200);
  expect(start.body).toMatchObject({ resumed: false, url: expect.stringMatching(/\/checkout\/cs_test_/) });
  const back = await payAndReturn(ctx, reader.agent, start.body.url as string);
  expect(back.status).toBe(303);
  expect(back.headers.location).toBe("/book/1?purchase=paid");
  return AuthorSubscription.query(ctx.db.knex).findOne({ readerId: reader.readerProfile.id, authorId }).throwIfNotFound();
}

const eventsOf = (subscriptionId: string) =>
  ctx.stripe.events().filter((event) => {
    const object = event.data.object as { id?: string; subscription?: string; parent?: { subscription_details?: { subscription?: string } } };
    return object.id === subscriptionId || object.subscription === subscriptionId || object.parent?.subscription_details?.subscription === subscriptionId;
  });

describe("subscription prices", () => {
  it("sets an author's prices on their payout account, retires a changed price, and offers them to readers", async () => {
    const author = await seller(ctx);
    const set = await author.agent.patch("/api/v1/author-profiles/stripe-prices").send(MONTH_PRICES).expect(200);
    expect(set.body).toMatchObject({
      subscriptionEnabled: true,
      prices: [
        { interval: "month", amount: 500, isEnabled: true },
        { interval: "year", amount: 5000, isEnabled: true },
      ],
    });
    const [month] = await ctx.db.knex("authorStripePrices").where({ authorId: author.authorProfile.id, interval: "month" });
    const first = await stripe.prices.retrieve(month.stripePriceId, {}, { stripeAccount: author.accountId });
    expect(first).toMatchObject({ unit_amount: 500, recurring: { interval: "month" }, active: true });

    await author.agent
      .patch("/api/v1/author-profiles/stripe-prices")
      .send({ subscriptionEnabled: true, prices: [{ interval: "month", amount: 700 }] })
      .expect(200);
    expect((await stripe.prices.retrieve(month.stripePriceId, {}, { stripeAccount: author.accountId })).active).toBe(false);
    const got = await author.agent.get("/api/v1/author-profiles/stripe-prices").expect(200);
    expect(got.body).toMatchObject({
      subscriptionEnabled: true,
      prices: [
        { interval: "month", amount: 700, isEnabled: true },
        { interval: "year", amount: 5000, isEnabled: false },
      ],
    });

    const anonymous = await (await signedIn(ctx)).agent.get(`/api/v1/readers/subscriptions/options?authorId=${author.authorProfile.id}`).expect(200);
    expect(anonymous.body.options).toEqual([
      expect.objectContaining({
        type: "AUTHOR",
        authorId: author.authorProfile.id,
        seriesId: null,
        prices: [{ interval: "month", amount: 700 }],
        current: null,
      }),
    ]);
  });

  it("refuses prices out of bounds or twice for one interval, naming the field, and an author who cannot sell", async () => {
    const author = await seller(ctx);
    const low = await author.agent
      .patch("/api/v1/author-profiles/stripe-prices")
      .send({ subscriptionEnabled: true, prices: [{ interval: "month", amount: 50 }] })
      .expect(400);
    expect(low.body.error.fields).toEqual({ "prices.0.amount": "A month price is between $1.00 and $1,000.00.".replace("$1,000.00", "$1000.00") });
    const twice = await author.agent
      .patch("/api/v1/author-profiles/stripe-prices")
      .send({
        subscriptionEnabled: true,
        prices: [
          { interval: "day", amount: 100 },
          { interval: "day", amount: 200 },
        ],
      })
      .expect(400);
    expect(twice.body.error.fields).toEqual({ "prices.1.interval": "There is already a day price." });
    const wrong = await author.agent
      .patch("/api/v1/author-profiles/stripe-prices")
      .send({ subscriptionEnabled: true, prices: [{ interval: "week", amount: 100 }] })
      .expect(400);
    expect(wrong.body.error.fields["prices.0.interval"]).toBe("Must be day, month or year.");

    const notSelling = await signedIn(ctx);
    const refused = await notSelling.agent.patch("/api/v1/author-profiles/stripe-prices").send(MONTH_PRICES).expect(409);
    expect(refused.body.error.message).toBe("Connect a payout account on My account before you set subscription prices.");
  });

  it("sets a series' prices, lists them with the author's series, and keeps another author's series out", async () => {
    const author = await seller(ctx);
    const series = await createSeries(ctx.db.knex, { authorId: author.authorProfile.id });
    const set = await author.agent
      .patch(`/api/v1/series/${series.id}/stripe-prices`)
      .send({ subscriptionEnabled: true, defaultSubscription: true, prices: [{ interval: "month", amount: 300 }] })
      .expect(200);
    expect(set.body.series).toMatchObject({ seriesId: series.id, subscriptionEnabled: true, defaultSubscription: true, seriesOnlySubAmount: 300 });
    const list = await author.agent.get("/api/v1/series/stripe-prices").expect(200);
    expect(list.body.series).toEqual([expect.objectContaining({ seriesId: series.id, prices: [expect.objectContaining({ interval: "month", amount: 300 })] })]);

    const other = await seller(ctx);
    await other.agent
      .patch(`/api/v1/series/${series.id}/stripe-prices`)
      .send({ subscriptionEnabled: true, prices: [{ interval: "month", amount: 300 }] })
      .expect(404);
  });
});

describe("subscribing", () => {
  it("opens a subscribers-only book for the period paid, records the payment with the platform's fee, and refuses a second subscription", async () => {
    const { author, book } = await subscriptionAuthor();
    const reader = await signedIn(ctx);
    expect(await isOpen(reader.agent, book.id, 2)).toBe(false);

    const subscription = await subscribeToAuthor(reader, author.authorProfile.id);
    expect(subscription).toMatchObject({ status: "active", isActive: true, amount: 500, interval: "month", cancelAtPeriodEnd: false });
    expect(subscription.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await isOpen(reader.agent, book.id, 2)).toBe(true);
    expect(await isOpen(reader.agent, book.id, 4)).toBe(true);

    // The provider's events after the return change nothing, however often they come.
    const events = eventsOf(subscription.stripeSubscriptionId!);
    expect(new Set(await ctx.deliverStripeEvents([...events, ...events].reverse()))).toEqual(new Set([200]));
    const payments = await Payment.query(ctx.db.knex).where({ subscriptionId: subscription.id });
    expect(payments).toEqual([
      expect.objectContaining({
        amount: 500,
        appFeeAmount: 50,
        status: "SUCCEEDED",
        toAuthorId: author.authorProfile.id,
        stripeSubId: subscription.stripeSubscriptionId,
      }),
    ]);
    expect(await AuthorSubscription.query(ctx.db.knex).where({ readerId: reader.readerProfile.id })).toHaveLength(1);

    const list = await reader.agent.get("/api/v1/readers/subscriptions").expect(200);
    expect(list.body).toMatchObject({ total: 1, items: [{ type: "AUTHOR", subscriptionId: subscription.id, amount: 500, hasAccess: true, status: "active" }] });
    const options = await reader.agent.get(`/api/v1/readers/subscriptions/options?bookId=${book.id}`).expect(200);
    expect(options.body.options[0].current).toMatchObject({ subscriptionId: subscription.id, cancelAtPeriodEnd: false });
    const again = await reader.agent.post("/api/v1/readers/subscriptions").send({ authorId: author.authorProfile.id, interval: "year" }).expect(409);
    expect(again.body.error.message).toMatch(/^You are already subscribed to /);
    expect(await ctx.db.knex("authorCustomers").where({ readerId: reader.readerProfile.id, authorId: author.authorProfile.id })).toHaveLength(1);
  });

  it("cancelled by the reader, reads to the end of the period, can resume, and closes once the period is over", async () => {
    const { author, book } = await subscriptionAuthor();
    const reader = await signedIn(ctx);
    const subscription = await subscribeToAuthor(reader, author.authorProfile.id);
    const cancelled = await reader.agent.delete(`/api/v1/readers/subscriptions/${subscription.id}`).expect(200);
    expect(cancelled.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, isCancelledByReader: true, hasAccess: true });
    expect(await isOpen(reader.agent, book.id, 3)).toBe(true);

    // Subscribing again takes the cancellation back instead of charging twice.
    const resumed = await reader.agent
      .post("/api/v1/readers/subscriptions")
      .send({ authorId: author.authorProfile.id, interval: "month", returnPath: "/book/9" })
      .expect(200);
    expect(resumed.body).toEqual({ resumed: true, url: `${ctx.config.publicUrl}/book/9` });
    await reader.agent.delete(`/api/v1/readers/subscriptions/${subscription.id}`).expect(200);

    const periodEnd = (await AuthorSubscription.query(ctx.db.knex).findById(subscription.id))!.currentPeriodEnd!;
    ctx.stripe.endSubscriptionPeriod(subscription.stripeSubscriptionId!);
    await ctx.deliverStripeEvents(eventsOf(subscription.stripeSubscriptionId!));
    const ended = await AuthorSubscription.query(ctx.db.knex).findById(subscription.id);
    expect(ended).toMatchObject({ status: "canceled", isActive: false });
    expect(ended!.currentPeriodEnd).toEqual(periodEnd);
    const actor = {
      kind: "user" as const,
      userId: reader.user.id,
      email: reader.user.email,
      authorId: reader.authorProfile.id,
      readerId: reader.readerProfile.id,
      readerTheme: null,
      permissions: [],
    };
    const bookRef = { id: book.id, authorId: author.authorProfile.id, seriesId: null };
    expect((await loadReaderAccess({ db: ctx.db.knex, actor, book: bookRef, now: new Date(periodEnd.getTime() - 1000) })).isSubscribed).toBe(true);
    expect((await loadReaderAccess({ db: ctx.db.knex, actor, book: bookRef, now: new Date(periodEnd.getTime() + 1000) })).isSubscribed).toBe(false);
  });

  it("keeps access after a failed renewal only to the end of the period paid, and a paid renewal extends it", async () => {
    const { author } = await subscriptionAuthor();
    const reader = await signedIn(ctx);
    const subscription = await subscribeToAuthor(reader, author.authorProfile.id);
    const paidEnd = subscription.currentPeriodEnd!;

    ctx.stripe.renewSubscription(subscription.stripeSubscriptionId!, { fail: true });
    await ctx.deliverStripeEvents(eventsOf(subscription.stripeSubscriptionId!));
    const pastDue = await AuthorSubscription.query(ctx.db.knex).findById(subscription.id);
    expect(pastDue).toMatchObject({ status: "past_due", isActive: true });
    expect(pastDue!.currentPeriodEnd).toEqual(paidEnd);
    expect(await Payment.query(ctx.db.knex).where({ subscriptionId: subscription.id })).toHaveLength(1);

    ctx.stripe.renewSubscription(subscription.stripeSubscriptionId!);
    await ctx.deliverStripeEvents(eventsOf(subscription.stripeSubscriptionId!));
    const renewed = await AuthorSubscription.query(ctx.db.knex).findById(subscription.id);
    expect(renewed!.status).toBe("active");
    expect(renewed!.currentPeriodEnd!.getTime()).toBeGreaterThan(paidEnd.getTime());
    expect(await Payment.query(ctx.db.knex).where({ subscriptionId: subscription.id })).toHaveLength(2);
  });

  it("a refund of the period's payment closes the subscribers-only book at once", async () => {
    const { author, book } = await subscriptionAuthor();
    const reader = await signedIn(ctx);
    const subscription = await subscribeToAuthor(reader, author.authorProfile.id);
    const payment = await Payment.query(ctx.db.knex).findOne({ subscriptionId: subscription.id }).throwIfNotFound();
    ctx.stripe.refund(payment.stripePaymentIntentId!);
    await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => event.type === "charge.refunded"));
    expect(await Payment.query(ctx.db.knex).findById(payment.id)).toMatchObject({ status: "REFUNDED", refundedAmount: 500 });
    expect(await isOpen(reader.agent, book.id, 2)).toBe(false);
  });

  it("subscribes to a series at a higher price of the reader's own: the series' books open, not the author's others", async () => {
    const author = await seller(ctx);
    const series = await createSeries(ctx.db.knex, { authorId: author.authorProfile.id });
    await author.agent
      .patch(`/api/v1/series/${series.id}/stripe-prices`)
      .send({ subscriptionEnabled: true, prices: [{ interval: "month", amount: 300 }] })
      .expect(200);
    const { book: inSeries } = await createPublishedBook(ctx.db.knex, {
      authorId: author.authorProfile.id,
      chapters: 3,
      publicChaptersCount: 1,
      seriesId: series.id,
    });
    const { book: outside } = await createPublishedBook(ctx.db.knex, { authorId: author.authorProfile.id, chapters: 3, publicChaptersCount: 1 });
    await Book.query(ctx.db.knex).whereIn("id", [inSeries.id, outside.id]).patch({ subscribersOnly: true });
    const reader = await signedIn(ctx);

    const low = await reader.agent.post("/api/v1/readers/subscriptions").send({ seriesId: series.id, interval: "month", amount: 200 }).expect(400);
    expect(low.body.error.fields.amount).toBe("Pay $3.00 or more per month, up to $1000.00.");
    const start = await reader.agent.post("/api/v1/readers/subscriptions").send({ seriesId: series.id, interval: "month", amount: 450 }).expect(200);
    await payAndReturn(ctx, reader.agent, start.body.url as string);
    const subscription = await SeriesSubscription.query(ctx.db.knex).findOne({ readerId: reader.readerProfile.id, seriesId: series.id }).throwIfNotFound();
    expect(subscription).toMatchObject({ amount: 450, isActive: true });
    expect(await ReaderSeriesSubscriptionCustomPrice.query(ctx.db.knex).where({ readerId: reader.readerProfile.id, seriesId: series.id })).toEqual([
      expect.objectContaining({ amount: 450, interval: "month" }),
    ]);
    expect(await Payment.query(ctx.db.knex).where({ seriesSubscriptionId: subscription.id })).toEqual([
      expect.objectContaining({ amount: 450, appFeeAmount: 45 }),
    ]);
    expect(await isOpen(reader.agent, inSeries.id, 2)).toBe(true);
    expect(await isOpen(reader.agent, outside.id, 2)).toBe(false);

    const cancelled = await reader.agent.delete(`/api/v1/readers/subscriptions/${subscription.id}?type=SERIES`).expect(200);
    expect(cancelled.body.subscription).toMatchObject({ type: "SERIES", cancelAtPeriodEnd: true });
  });

  it("makes a price again that the provider does not have (entered before any existed, or on an account since replaced), and subscribes", async () => {
    const author = await seller(ctx);
    await AuthorProfile.query(ctx.db.knex).findById(author.authorProfile.id).patch({ subscriptionEnabled: true, subscriptionAmount: 400 });
    await AuthorStripePrice.query(ctx.db.knex).insert({
      authorId: author.authorProfile.id,
      interval: "month",
      amount: 400,
      isEnabled: true,
      stripePriceId: "price_gone",
      stripeProductId: "prod_gone",
    });
    const reader = await signedIn(ctx);
    const subscription = await subscribeToAuthor(reader, author.authorProfile.id);
    expect(subscription).toMatchObject({ amount: 400, isActive: true });
    const price = await AuthorStripePrice.query(ctx.db.knex).findOne({ authorId: author.authorProfile.id, interval: "month" });
    expect(price!.stripePriceId).not.toBe("price_gone");
    expect((await stripe.prices.retrieve(price!.stripePriceId!, {}, { stripeAccount: author.accountId })).unit_amount).toBe(400);
  });

  it("refuses subscribing to oneself, to an author without a subscription, and without saying to whom", async () => {
    const { author } = await subscriptionAuthor();
    const own = await author.agent.post("/api/v1/readers/subscriptions").send({ authorId: author.authorProfile.id, interval: "month" }).expect(409);
    expect(own.body.error.message).toBe("You cannot subscribe to yourself.");
    const reader = await signedIn(ctx);
    const plain = await seller(ctx);
    const none = await reader.agent.post("/api/v1/readers/subscriptions").send({ authorId: plain.authorProfile.id, interval: "month" }).expect(409);
    expect(none.body.error.message).toBe("This author does not offer a subscription.");
    const noDay = await reader.agent.post("/api/v1/readers/subscriptions").send({ authorId: author.authorProfile.id, interval: "day" }).expect(400);
    expect(noDay.body.error.fields.interval).toMatch(/has no day price; choose month or year\.$/);
    const neither = await reader.agent.post("/api/v1/readers/subscriptions").send({ interval: "month" }).expect(400);
    expect(neither.body.error.fields.authorId).toBe("Give either authorId or seriesId.");
    await reader.agent.get("/api/v1/readers/subscriptions/options").expect(400);
  });
});

describe("an author's subscribers", () => {
  it("lists them and ends one at the end of the period; nobody else can", async () => {
    const { author, book } = await subscriptionAuthor();
    const reader = await signedIn(ctx);
    const subscription = await subscribeToAuthor(reader, author.authorProfile.id);
    const list = await author.agent.get("/api/v1/author-profiles/subscribers").expect(200);
    expect(list.body).toMatchObject({ total: 1, items: [{ subscriptionId: subscription.id, readerId: reader.readerProfile.id, amount: 500 }] });

    const stranger = await seller(ctx);
    await stranger.agent.delete(`/api/v1/author-profiles/subscribers/${subscription.id}`).expect(404);
    const cancelled = await author.agent.delete(`/api/v1/author-profiles/subscribers/${subscription.id}`).expect(200);
    expect(cancelled.body.subscription).toMatchObject({ cancelledByAuthor: true, cancelAtPeriodEnd: true, hasAccess: true });
    const atProvider = await stripe.subscriptions.retrieve(subscription.stripeSubscriptionId!, {}, { stripeAccount: author.accountId });
    expect(atProvider.cancel_at_period_end).toBe(true);
    expect(await isOpen(reader.agent, book.id, 2)).toBe(true);
    // The reader cannot take back what the author ended.
    const resume = await reader.agent.post("/api/v1/readers/subscriptions").send({ authorId: author.authorProfile.id, interval: "month" }).expect(409);
    expect(resume.body.error.message).toMatch(/ended your subscription; it runs to the end of the period you paid for\.$/);
    const checkout = await Checkout.query(ctx.db.knex).findById(subscription.checkoutId!);
    expect(checkout).toMatchObject({ kind: "AUTHOR_SUBSCRIPTION", status: "PAID", stripeSubscriptionId: subscription.stripeSubscriptionId });
  });
});
