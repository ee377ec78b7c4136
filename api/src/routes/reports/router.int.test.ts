import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Book, Series } from "@storyloom/db/models";
import { RATE_LIMITS } from "@storyloom/domain/rateLimit.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { bookForSale, payAndReturn, seller, signedIn } from "../payments/testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function buy(agent: request.Agent, bookId: number, body: Record<string, unknown>) {
  const start = await agent.post(`/api/v1/readers/books/${bookId}/checkout`).send(body).expect(200);
  await payAndReturn(ctx, agent, start.body.url as string);
}

const step = (agent: request.Agent | ReturnType<typeof request>, bookId: number, index: number, name: string) =>
  agent.post(`/api/v1/readers/books/${bookId}/chapters/${index}/funnel`).send({ step: name });

describe("the sales report", () => {
  it("counts each sale in its month and book with exact cents, takes a refund out, and shows subscribers and series", async () => {
    const author = await seller(ctx);
    const series = await Series.query(ctx.db.knex).insertAndFetch({ authorId: author.authorProfile.id, title: "The Harbour Cycle" });
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 8, free: 2, chapterPrice: 99, bundlePrice: 400 });
    await Book.query(ctx.db.knex).findById(book.id).patch({ seriesId: series.id });
    const { book: quiet } = await bookForSale(ctx, author.authorProfile.id);

    const first = await signedIn(ctx);
    await buy(first.agent, book.id, { chaptersCount: 5 });
    const second = await signedIn(ctx);
    await buy(second.agent, book.id, { chaptersCount: 0 });

    const report = await author.agent.get("/api/v1/reports/sales?months=3").expect(200);
    // 495 (fee 50) + 400 (fee 40).
    expect(report.body.totals).toEqual({
      sales: 2,
      subscriptionPayments: 0,
      gross: 895,
      refunded: 0,
      fees: 90,
      earnings: 805,
      activeSubscribers: 0,
      referralEarnings: 0,
    });
    expect(report.body.months).toHaveLength(3);
    expect(report.body.months.at(-1)).toEqual({ month: new Date().toISOString().slice(0, 7), sales: 2, subscriptionPayments: 0, gross: 895, earnings: 805 });
    expect(report.body.books).toMatchObject({ total: 2, page: 1 });
    expect(report.body.books.items).toEqual([
      { bookId: book.id, title: book.title, sales: 2, buyers: 2, gross: 895, earnings: 805 },
      { bookId: quiet.id, title: quiet.title, sales: 0, buyers: 0, gross: 0, earnings: 0 },
    ]);
    expect(report.body.series).toEqual([{ seriesId: series.id, title: "The Harbour Cycle", subscribers: 0, subscriptionEarnings: 0, salesEarnings: 805 }]);

    // A full refund of the whole-book purchase: counted as sold and refunded, earns nothing.
    const paid = await ctx.db.knex("payments").where({ readerId: second.readerProfile.id }).first<{ stripePaymentIntentId: string }>();
    ctx.stripe.refund(paid!.stripePaymentIntentId);
    await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => event.type === "charge.refunded"));
    const after = await author.agent.get("/api/v1/reports/sales?months=3").expect(200);
    expect(after.body.totals).toMatchObject({ sales: 2, gross: 895, refunded: 400, fees: 50, earnings: 445 });

    // Paging the books.
    const paged = await author.agent.get("/api/v1/reports/sales?pageSize=1&page=2").expect(200);
    expect(paged.body.books).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ bookId: quiet.id }] });
  });

  it("asks who is asking first, then refuses a window or page it cannot show, naming the field", async () => {
    await request(ctx.app).get("/api/v1/reports/sales").expect(401);
    const author = await signedIn(ctx);
    const refused = await author.agent.get("/api/v1/reports/sales?months=40").expect(400);
    expect(refused.body.error.fields).toEqual({ months: "Must be at most 36." });
    const words = await author.agent.get("/api/v1/reports/sales?months=soon&pageSize=0").expect(400);
    expect(Object.keys(words.body.error.fields as object).sort()).toEqual(["months", "pageSize"]);
  });

  it("counts subscription payments and subscribers apart from sales, and pays the referring author their fee out of the platform's", async () => {
    const author = await seller(ctx);
    await author.agent
      .patch("/api/v1/author-profiles/stripe-prices")
      .send({ subscriptionEnabled: true, prices: [{ interval: "month", amount: 500 }] })
      .expect(200);
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 4, free: 1, chapterPrice: 200, bundlePrice: 1000 });
    const referrer = await seller(ctx);

    // A referred reader's first purchase, the whole book at $10.00: the platform's 10 % (100 cents) pays the referrer 50.
    const referred = await signedIn(ctx);
    await buy(referred.agent, book.id, { chaptersCount: 0, referral: { referrerAuthorId: referrer.authorProfile.id, bookId: book.id } });
    const subscriber = await signedIn(ctx);
    const start = await subscriber.agent.post("/api/v1/readers/subscriptions").send({ authorId: author.authorProfile.id, interval: "month" }).expect(200);
    await payAndReturn(ctx, subscriber.agent, start.body.url as string);

    const report = await author.agent.get("/api/v1/reports/sales?months=1").expect(200);
    // The referral fee comes out of the platform's fee: the author earns 1000 - 100 and 500 - 50.
    expect(report.body.totals).toEqual({
      sales: 1,
      subscriptionPayments: 1,
      gross: 1500,
      refunded: 0,
      fees: 150,
      earnings: 1350,
      activeSubscribers: 1,
      referralEarnings: 0,
    });
    expect(report.body.months).toEqual([{ month: new Date().toISOString().slice(0, 7), sales: 1, subscriptionPayments: 1, gross: 1500, earnings: 1350 }]);
    // The book row counts sales only; the subscription is the author's, not the book's.
    expect(report.body.books.items).toEqual([{ bookId: book.id, title: book.title, sales: 1, buyers: 1, gross: 1000, earnings: 900 }]);

    const referrerReport = await referrer.agent.get("/api/v1/reports/sales?months=1").expect(200);
    expect(referrerReport.body.totals).toMatchObject({ sales: 0, earnings: 0, referralEarnings: 50 });
  });
});

describe("the reading funnel", () => {
  it("counts started, finished, paywall and bought per chapter, each visitor once, and only what is true of them", async () => {
    const author = await seller(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 4, free: 2, chapterPrice: 99 });
    const reader = await signedIn(ctx);
    await step(reader.agent, book.id, 1, "STARTED").expect(200, { isCounted: true });
    await step(reader.agent, book.id, 1, "STARTED").expect(200, { isCounted: false });
    await step(reader.agent, book.id, 1, "FINISHED").expect(200);
    await step(reader.agent, book.id, 2, "STARTED").expect(200);
    await step(reader.agent, book.id, 3, "PAYWALL").expect(200);
    // Not true of them: a locked chapter cannot be started, an open one has no paywall.
    const locked = await step(reader.agent, book.id, 3, "STARTED").expect(409);
    expect(locked.body.error.message).toBe("This chapter is locked to you.");
    await step(reader.agent, book.id, 1, "PAYWALL").expect(409);
    await step(reader.agent, book.id, 3, "SKIPPED").expect(400);
    // An anonymous visitor counts too; the author does not.
    await step(request(ctx.app), book.id, 1, "STARTED").set("User-Agent", "another browser").expect(200, { isCounted: true });
    await step(author.agent, book.id, 1, "STARTED").expect(200, { isCounted: false });

    await buy(reader.agent, book.id, { chaptersCount: 1, fromChapterIndex: 3 });
    await step(reader.agent, book.id, 3, "STARTED").expect(200, { isCounted: true });

    const funnel = await author.agent.get(`/api/v1/reports/books/${book.id}/funnel`).expect(200);
    expect(
      funnel.body.chapters.map(({ index, isFree, started, finished, reachedPaywall, bought }: Record<string, unknown>) => ({
        index,
        isFree,
        started,
        finished,
        reachedPaywall,
        bought,
      })),
    ).toEqual([
      { index: 1, isFree: true, started: 2, finished: 1, reachedPaywall: 0, bought: 0 },
      { index: 2, isFree: true, started: 1, finished: 0, reachedPaywall: 0, bought: 0 },
      { index: 3, isFree: false, started: 1, finished: 0, reachedPaywall: 1, bought: 1 },
      { index: 4, isFree: false, started: 0, finished: 0, reachedPaywall: 0, bought: 0 },
    ]);
    // Another author's book is not found; an admin may look (support); nobody signed out.
    await reader.agent.get(`/api/v1/reports/books/${book.id}/funnel`).expect(404);
    const admin = await signedIn(ctx, { admin: true });
    expect((await admin.agent.get(`/api/v1/reports/books/${book.id}/funnel`).expect(200)).body.chapters).toEqual(funnel.body.chapters);
    await request(ctx.app).get(`/api/v1/reports/books/${book.id}/funnel`).expect(401);
    await author.agent.get("/api/v1/reports/books/first/funnel").expect(400);
  });

  it("counts a whole-book buyer as having bought every chapter, and takes a refunded purchase back out", async () => {
    const author = await seller(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 3, free: 1, chapterPrice: 99, bundlePrice: 250 });
    const reader = await signedIn(ctx);
    await step(reader.agent, book.id, 2, "PAYWALL").expect(200);
    await buy(reader.agent, book.id, { chaptersCount: 0 });
    const bought = async () =>
      (await author.agent.get(`/api/v1/reports/books/${book.id}/funnel`).expect(200)).body.chapters.map((chapter: { bought: number }) => chapter.bought);
    expect(await bought()).toEqual([1, 1, 1]);

    const paid = await ctx.db.knex("payments").where({ readerId: reader.readerProfile.id }).first<{ stripePaymentIntentId: string }>();
    ctx.stripe.refund(paid!.stripePaymentIntentId);
    await ctx.deliverStripeEvents(ctx.stripe.events().filter((event) => event.type === "charge.refunded"));
    expect(await bought()).toEqual([0, 0, 0]);
  });

  it("records at most FUNNEL_STEP_LIMIT steps a minute from one address, then answers 429; another address still counts", async () => {
    const limit = RATE_LIMITS.funnelStep.rules.address.points;
    const author = await seller(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 2, free: 1, chapterPrice: 99 });
    const from = (address: string) => step(request(ctx.app), book.id, 1, "STARTED").set("X-Forwarded-For", address);
    for (let i = 0; i < limit; i += 1) await from("198.51.100.31").expect(200);
    const limited = await from("198.51.100.31").expect(429);
    expect(limited.body.error).toEqual({
      code: "rate_limited",
      message: "Too many reading steps recorded from this network. Please wait a minute and try again.",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    await from("198.51.100.32").expect(200, { isCounted: true });
  });
});
