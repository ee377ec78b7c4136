import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Book, Series } from "@storyloom/db/models";
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
    expect(report.body.totals).toEqual({ sales: 2, subscriptionPayments: 0, gross: 895, refunded: 0, fees: 90, earnings: 805, activeSubscribers: 0, referralEarnings: 0 });
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

  it("refuses a window it cannot show, naming the field", async () => {
    const author = await signedIn(ctx);
    const refused = await author.agent.get("/api/v1/reports/sales?months=40").expect(400);
    expect(refused.body.error.fields).toEqual({ months: "Must be at most 36." });
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
    expect(funnel.body.chapters.map(({ index, isFree, started, finished, reachedPaywall, bought }: Record<string, unknown>) => ({ index, isFree, started, finished, reachedPaywall, bought }))).toEqual([
      { index: 1, isFree: true, started: 2, finished: 1, reachedPaywall: 0, bought: 0 },
      { index: 2, isFree: true, started: 1, finished: 0, reachedPaywall: 0, bought: 0 },
      { index: 3, isFree: false, started: 1, finished: 0, reachedPaywall: 1, bought: 1 },
      { index: 4, isFree: false, started: 0, finished: 0, reachedPaywall: 0, bought: 0 },
    ]);
    // Another author's book is not found.
    await reader.agent.get(`/api/v1/reports/books/${book.id}/funnel`).expect(404);
  });
});
