import type request from "supertest";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Payment, Referral, ReferralReader } from "@storyloom/db/models";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { bookForSale, fakeStripeClient, payAndReturn, seller, signedIn } from "./testing.ts";

let ctx: TestContext;
let stripe: Stripe;
beforeAll(async () => {
  ctx = await createTestContext();
  stripe = fakeStripeClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** A book of six chapters, one free, $2 a chapter and $10 whole. */
const bookForSaleAt = async (authorId: number) => (await bookForSale(ctx, authorId, { chapters: 6, free: 1, chapterPrice: 200, bundlePrice: 1000 })).book;

async function buy(agent: request.Agent, bookId: number, body: Record<string, unknown>) {
  const start = await agent.post(`/api/v1/readers/books/${bookId}/checkout`).send(body).expect(200);
  expect((await payAndReturn(ctx, agent, start.body.url as string)).status).toBe(303);
}

describe("referrals", () => {
  it("tie a reader's first purchase to the referring author, who is paid their fee out of the platform's fee by transfer", async () => {
    const author = await seller(ctx);
    const referrer = await seller(ctx);
    const book = await bookForSaleAt(author.authorProfile.id);
    const reader = await signedIn(ctx);
    await buy(reader.agent, book.id, { chaptersCount: 0, referral: { referrerAuthorId: referrer.authorProfile.id, bookId: book.id } });

    const payment = await Payment.query(ctx.db.knex).findOne({ toAuthorId: author.authorProfile.id });
    // $10.00: the platform's 10 % is 100 cents, of which the referrer gets 5 % of the amount, 50 cents.
    expect(payment).toMatchObject({ amount: 1000, appFeeAmount: 100, referralAuthorFee: 50 });
    const referral = await Referral.query(ctx.db.knex).findById(payment!.referralId!);
    expect(referral).toMatchObject({ referralAuthorId: referrer.authorProfile.id, bookId: book.id, isPlatform: false });
    expect(await ReferralReader.query(ctx.db.knex).where({ referralId: referral!.id, readerId: reader.readerProfile.id }).resultSize()).toBe(1);
    expect(payment!.referralTransferId).toMatch(/^tr_/);
    const transfer = await stripe.transfers.retrieve(payment!.referralTransferId!);
    expect(transfer).toMatchObject({ amount: 50, destination: referrer.accountId });

    // A second purchase of the same reader is not a first one: no fee.
    const other = await bookForSaleAt(author.authorProfile.id);
    await buy(reader.agent, other.id, { chaptersCount: 1, referral: { referrerAuthorId: referrer.authorProfile.id, bookId: other.id } });
    const second = await Payment.query(ctx.db.knex).where({ toAuthorId: author.authorProfile.id }).orderBy("id", "desc").first();
    expect(second).toMatchObject({ amount: 200, referralId: null, referralAuthorFee: null });
  });

  it("ignore the seller's own link and the buyer's own, and record the platform's own links without a fee", async () => {
    const author = await seller(ctx);
    const book = await bookForSaleAt(author.authorProfile.id);
    const reader = await signedIn(ctx);
    await buy(reader.agent, book.id, { chaptersCount: 1, referral: { referrerAuthorId: author.authorProfile.id, bookId: book.id } });
    expect(await Payment.query(ctx.db.knex).findOne({ readerId: reader.readerProfile.id })).toMatchObject({ referralId: null });

    const platform = await seller(ctx, { admin: true });
    const newcomer = await signedIn(ctx);
    await buy(newcomer.agent, book.id, { chaptersCount: 1, referral: { referrerAuthorId: platform.authorProfile.id, bookId: null } });
    const payment = await Payment.query(ctx.db.knex).findOne({ readerId: newcomer.readerProfile.id });
    expect(payment).toMatchObject({ referralAuthorFee: 0, referralTransferId: null });
    expect(await Referral.query(ctx.db.knex).findById(payment!.referralId!)).toMatchObject({
      referralAuthorId: platform.authorProfile.id,
      isPlatform: true,
      bookId: null,
    });

    const bad = await newcomer.agent
      .post(`/api/v1/readers/books/${book.id}/checkout`)
      .send({ chaptersCount: 1, referral: { referrerAuthorId: "x" } })
      .expect(400);
    expect(bad.body.error.fields).toEqual({ "referral.referrerAuthorId": "Must be a whole number." });
  });

  it("tie a reader's first subscription to the referring author: the first period's payment carries the fee, later periods none", async () => {
    const author = await seller(ctx);
    await author.agent
      .patch("/api/v1/author-profiles/stripe-prices")
      .send({ subscriptionEnabled: true, prices: [{ interval: "month", amount: 500 }] })
      .expect(200);
    const referrer = await seller(ctx);
    const reader = await signedIn(ctx);
    const start = await reader.agent
      .post("/api/v1/readers/subscriptions")
      .send({ authorId: author.authorProfile.id, interval: "month", referral: { referrerAuthorId: referrer.authorProfile.id, bookId: null } })
      .expect(200);
    await payAndReturn(ctx, reader.agent, start.body.url as string);
    const first = await Payment.query(ctx.db.knex).findOne({ readerId: reader.readerProfile.id });
    // $5.00 a month: the platform's 10 % is 50 cents, of which the referrer gets 5 % of the amount, 25 cents.
    expect(first).toMatchObject({ amount: 500, appFeeAmount: 50, referralAuthorFee: 25 });
    expect((await stripe.transfers.retrieve(first!.referralTransferId!)).amount).toBe(25);

    ctx.stripe.renewSubscription(first!.stripeSubId!);
    await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => event.type === "invoice.paid"));
    const renewal = await Payment.query(ctx.db.knex).where({ readerId: reader.readerProfile.id }).orderBy("id", "desc").first();
    expect(renewal).toMatchObject({ amount: 500, referralId: null, referralAuthorFee: null });
  });
});
