import request from "supertest";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Checkout, Payment, StripeEvent, UserBalance } from "@storyloom/db/models";
import { centsToMicroCents } from "@storyloom/db";
import { makeSeller } from "@storyloom/testkit/factories";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { bookForSale, fakeStripeClient, payAndReturn, seller, sessionIdOf, signedIn } from "./testing.ts";

let ctx: TestContext;
let stripe: Stripe;
beforeAll(async () => {
  ctx = await createTestContext();
  stripe = fakeStripeClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** Which chapter indexes the agent may read now. */
async function openIndexes(agent: request.Agent, bookId: number, count: number): Promise<number[]> {
  const open: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    const res = await agent.get(`/api/v1/readers/books/${bookId}/chapters/${index}/check-access`).expect(200);
    if (res.body.access.isOpen) open.push(index);
  }
  return open;
}

describe("payout accounts", () => {
  it("connects through the provider's onboarding, follows account.updated to VALIDATED, and disconnects", async () => {
    const author = await signedIn(ctx);
    const start = await author.agent.post("/api/v1/author-profiles/stripe/connect").expect(200);
    expect(start.body.url).toMatch(/\/connect\/onboarding\/acct_/);
    const accountId = /acct_[A-Za-z0-9]+/.exec(start.body.url as string)![0];
    let profile = await author.agent.get("/api/v1/author-profiles").expect(200);
    expect(profile.body.authorProfile).toMatchObject({ paymentConnectionStatus: "CONNECTED", stripeConnected: false });

    // Starting again reuses the same account.
    const again = await author.agent.post("/api/v1/author-profiles/stripe/connect").expect(200);
    expect(again.body.url).toContain(accountId);

    ctx.stripe.completeOnboarding(accountId);
    expect(await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => event.type === "account.updated" && event.account === accountId))).toEqual([
      200,
    ]);
    profile = await author.agent.get("/api/v1/author-profiles").expect(200);
    expect(profile.body.authorProfile).toMatchObject({ paymentConnectionStatus: "VALIDATED", stripeConnected: true });

    const back = await author.agent.get("/api/v1/author-profiles/stripe/return").expect(303);
    expect(back.headers.location).toBe("/my-account#payouts");

    const off = await author.agent.post("/api/v1/author-profiles/stripe/disconnect").expect(200);
    expect(off.body.authorProfile).toMatchObject({ paymentConnectionStatus: null, stripeConnected: false });
  });

  it("hides an author's prices from readers until their payout account is validated", async () => {
    const author = await signedIn(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id);
    const reader = await signedIn(ctx);
    const locked = await reader.agent.get(`/api/v1/readers/books/${book.id}/chapters/3/check-access`).expect(200);
    expect(locked.body.access.unlock).toMatchObject({ canBuyChapters: false, chapterPrice: null, bundlePrice: null });
    const refused = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 1 }).expect(409);
    expect(refused.body.error.message).toBe("This author is not selling chapters yet.");
  });
});

describe("buying chapters and books", () => {
  it("buys the next 5 chapters: exactly chapters 3 to 7 open, the reader comes back to the chapter, and the platform keeps its fee", async () => {
    const author = await seller(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id);
    const reader = await signedIn(ctx);
    const start = await reader.agent
      .post(`/api/v1/readers/books/${book.id}/checkout`)
      .send({ chaptersCount: 5, fromChapterIndex: 3, returnPath: `/book/${book.id}/chapter/3` })
      .expect(200);
    expect(start.body.url).toMatch(/\/checkout\/cs_test_/);
    expect(await openIndexes(reader.agent, book.id, 10)).toEqual([1, 2]);

    const back = await payAndReturn(ctx, reader.agent, start.body.url as string);
    expect(back.status).toBe(303);
    // Back on the chapter, told that the payment is confirmed (the page shows the confirmation).
    expect(back.headers.location).toBe(`/book/${book.id}/chapter/3?purchase=paid`);
    expect(await openIndexes(reader.agent, book.id, 10)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const payments = await Payment.query(ctx.db.knex).where({ toAuthorId: author.authorProfile.id });
    expect(payments).toHaveLength(1);
    // 5 × 99 = 495 cents; 10 % is 49.5, rounded half up.
    expect(payments[0]).toMatchObject({
      amount: 495,
      appFeeAmount: 50,
      status: "SUCCEEDED",
      refundedAmount: 0,
      entireBook: false,
      readerId: reader.readerProfile.id,
    });
    const intent = await stripe.paymentIntents.retrieve(payments[0]!.stripePaymentIntentId!, {}, { stripeAccount: author.accountId });
    expect(intent.application_fee_amount).toBe(50);

    // The webhook arrives after the return, and again: nothing changes.
    const events = ctx.stripe.events().filter((event) => event.account === author.accountId);
    expect((await ctx.deliverStripeEvents([...events, ...events])).every((status) => status === 200)).toBe(true);
    expect(await Payment.query(ctx.db.knex).where({ toAuthorId: author.authorProfile.id }).resultSize()).toBe(1);
    expect(await openIndexes(reader.agent, book.id, 10)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("buys the entire book: every chapter opens; a second purchase is refused", async () => {
    const author = await seller(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 6, free: 1 });
    const reader = await signedIn(ctx);
    const start = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 0 }).expect(200);
    // The webhook alone grants it: the reader need not come back.
    ctx.stripe.pay(sessionIdOf(start.body.url as string));
    await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => event.account === author.accountId));
    expect(await openIndexes(reader.agent, book.id, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    const payment = await Payment.query(ctx.db.knex).findOne({ toAuthorId: author.authorProfile.id });
    expect(payment).toMatchObject({ amount: 400, appFeeAmount: 40, entireBook: true });
    const twice = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 0 }).expect(409);
    expect(twice.body.error.message).toBe("You already own this book.");
  });

  it("refuses counts outside the options of docs/product.md (Validation rules), more chapters than are left, and the author's own book", async () => {
    const author = await seller(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 5, free: 2 });
    const reader = await signedIn(ctx);
    const odd = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 11 }).expect(400);
    expect(odd.body.error.fields).toEqual({ chaptersCount: "Choose the entire book, 1 to 10 chapters, or 15 to 100 in steps of 5." });
    const many = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 4 }).expect(400);
    expect(many.body.error.fields).toEqual({ chaptersCount: "Only 3 chapters are left to buy in this book." });
    const missing = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({}).expect(400);
    expect(missing.body.error.fields).toEqual({ chaptersCount: "This field is required." });
    await author.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 1 }).expect(409);
    // Nothing was started for any of them.
    expect(await Checkout.query(ctx.db.knex).where({ bookId: book.id }).resultSize()).toBe(0);
  });

  it("takes back what a full refund paid for, keeps it after a partial one, and never the chapters another purchase paid for", async () => {
    const author = await seller(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 8, free: 1 });
    const reader = await signedIn(ctx);
    const first = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 2 }).expect(200);
    await payAndReturn(ctx, reader.agent, first.body.url as string);
    const second = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 1 }).expect(200);
    await payAndReturn(ctx, reader.agent, second.body.url as string);
    expect(await openIndexes(reader.agent, book.id, 8)).toEqual([1, 2, 3, 4]);

    const [firstPayment, secondPayment] = await Payment.query(ctx.db.knex).where({ toAuthorId: author.authorProfile.id }).orderBy("id");
    ctx.stripe.refund(secondPayment!.stripePaymentIntentId!, 50);
    await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => event.account === author.accountId && event.type === "charge.refunded"));
    expect(await openIndexes(reader.agent, book.id, 8)).toEqual([1, 2, 3, 4]);
    expect(await Payment.query(ctx.db.knex).findById(secondPayment!.id)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmount: 50 });

    ctx.stripe.refund(firstPayment!.stripePaymentIntentId!);
    await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => event.account === author.accountId && event.type === "charge.refunded"));
    expect(await openIndexes(reader.agent, book.id, 8)).toEqual([1, 4]);
    expect(await Payment.query(ctx.db.knex).findById(firstPayment!.id)).toMatchObject({ status: "REFUNDED", refundedAmount: 198 });
    expect(await Checkout.query(ctx.db.knex).findById(firstPayment!.checkoutId!)).toMatchObject({ status: "REVOKED" });
  });

  it("keeps a purchase while its dispute is open and takes it back once the dispute is lost", async () => {
    const author = await seller(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 4, free: 1 });
    const reader = await signedIn(ctx);
    const start = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 1 }).expect(200);
    await payAndReturn(ctx, reader.agent, start.body.url as string);
    const payment = await Payment.query(ctx.db.knex).findOne({ toAuthorId: author.authorProfile.id });
    const dispute = ctx.stripe.dispute(payment!.stripeChargeId!);
    await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => event.type === "charge.dispute.created" && event.account === author.accountId));
    expect(await Payment.query(ctx.db.knex).findById(payment!.id)).toMatchObject({ status: "DISPUTED" });
    expect(await openIndexes(reader.agent, book.id, 4)).toEqual([1, 2]);
    ctx.stripe.closeDispute(dispute.id, "lost");
    await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => event.type === "charge.dispute.closed" && event.account === author.accountId));
    expect(await Payment.query(ctx.db.knex).findById(payment!.id)).toMatchObject({ status: "DISPUTE_LOST" });
    expect(await openIndexes(reader.agent, book.id, 4)).toEqual([1]);
  });
});

describe("AI balance top-ups", () => {
  it("credits the balance once, however often the payment is reported, and takes a refunded top-up back", async () => {
    const author = await signedIn(ctx);
    const start = await author.agent.post("/api/v1/balance/top-up").send({ amount: 1000 }).expect(200);
    const back = await payAndReturn(ctx, author.agent, start.body.url as string);
    expect(back.headers.location).toBe("/ai");
    const platformEvents = ctx.stripe.events().filter((event) => !event.account && JSON.stringify(event.data.object).includes(`"checkoutId":"`));
    await ctx.deliverStripeEvents([...platformEvents, ...platformEvents]);
    const balance = await UserBalance.query(ctx.db.knex).findOne({ userId: author.user.id });
    expect(balance?.amount).toBe(centsToMicroCents(1000));
    const history = await author.agent.get("/api/v1/balance").expect(200);
    expect(history.body.transactions.items[0]).toMatchObject({ type: "STRIPE_CHECKOUT", amount: centsToMicroCents(1000), isWithdrawal: false });

    const checkout = await Checkout.query(ctx.db.knex).findOne({ userId: author.user.id, kind: "AI_TOP_UP" });
    ctx.stripe.refund(checkout!.stripePaymentIntentId!);
    await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => !event.account && event.type === "charge.refunded"));
    expect((await UserBalance.query(ctx.db.knex).findOne({ userId: author.user.id }))?.amount).toBe(0);

    const wrong = await author.agent.post("/api/v1/balance/top-up").send({ amount: 123 }).expect(400);
    expect(wrong.body.error.fields).toEqual({ amount: "Choose one of $5, $10, $20, $50." });
  });
});

describe("the webhook endpoint", () => {
  it("refuses an unsigned or tampered event with 400 and applies nothing", async () => {
    const unsigned = await request(ctx.app)
      .post("/api/webhooks/stripe")
      .set("Content-Type", "application/json")
      .send({ id: "evt_1", type: "account.updated" })
      .expect(400);
    expect(unsigned.body.error.code).toBe("invalid_signature");
    const forged = await request(ctx.app)
      .post("/api/webhooks/stripe")
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", "t=1,v1=deadbeef")
      .send(JSON.stringify({ id: "evt_forged", type: "account.updated" }))
      .expect(400);
    expect(forged.body.error.code).toBe("invalid_signature");
    expect(await StripeEvent.query(ctx.db.knex).where({ stripeEventId: "evt_forged" }).resultSize()).toBe(0);
  });

  it("stores each event once and answers a redelivery as a duplicate", async () => {
    const author = await signedIn(ctx);
    const account = await stripe.accounts.create({ type: "express" });
    await makeSeller(ctx.db.knex, author.authorProfile.id, account.id);
    ctx.stripe.completeOnboarding(account.id);
    const event = ctx.stripe
      .events()
      .filter((item) => item.account === account.id && item.type === "account.updated")
      .at(-1)!;
    await ctx.deliverStripeEvents([event, event, event]);
    const stored = await StripeEvent.query(ctx.db.knex).findOne({ stripeEventId: event.id });
    expect(stored).toMatchObject({ deliveries: 3, type: "account.updated", account: account.id });
    expect(stored?.processedAt).toBeInstanceOf(Date);
  });
});

describe("a reader's purchases", () => {
  it("lists what they bought, newest first, with refunds, and nobody else's", async () => {
    const author = await seller(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 6, free: 1 });
    const reader = await signedIn(ctx);
    const chapters = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 2 }).expect(200);
    await payAndReturn(ctx, reader.agent, chapters.body.url as string);
    const whole = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 0 }).expect(200);
    await payAndReturn(ctx, reader.agent, whole.body.url as string);
    const list = await reader.agent.get("/api/v1/readers/purchases?pageSize=10").expect(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(list.body.items).toMatchObject([
      { kind: "ENTIRE_BOOK", bookId: book.id, bookTitle: book.title, entireBook: true, amount: 400, status: "SUCCEEDED" },
      { kind: "CHAPTERS", bookId: book.id, chaptersCount: 2, entireBook: false, amount: 198, status: "SUCCEEDED", refundedAmount: 0 },
    ]);
    const other = await signedIn(ctx);
    expect((await other.agent.get("/api/v1/readers/purchases").expect(200)).body).toMatchObject({ items: [], total: 0 });
    const bad = await reader.agent.get("/api/v1/readers/purchases?pageSize=101&page=0").expect(400);
    expect(bad.body.error.fields).toEqual({ pageSize: "Must be at most 100.", page: "Must be at least 1." });
  });
});
