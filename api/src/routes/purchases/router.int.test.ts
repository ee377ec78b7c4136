import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Payment } from "@storyloom/db/models";
import { createAuthorSubscription, createSeries, createSeriesSubscription } from "@storyloom/testkit/factories";
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

/** A reader who bought chapters 3–7 of an author's book through the fake provider's checkout, and that payment's id. */
async function readerWithChaptersBought() {
  const author = await seller(ctx);
  const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 8, free: 2 });
  const reader = await signedIn(ctx);
  const checkout = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 5 }).expect(200);
  await payAndReturn(ctx, reader.agent, checkout.body.url as string);
  const list = await reader.agent.get("/api/v1/readers/purchases").expect(200);
  const row = list.body.items[0] as { paymentId: number };
  return { author, book, reader, row, paymentId: row.paymentId };
}

describe("GET /api/v1/readers/purchases/:paymentId (a receipt)", () => {
  it("asks the signed-out to sign in", async () => {
    const { paymentId } = await readerWithChaptersBought();
    const res = await request(ctx.app).get(`/api/v1/readers/purchases/${paymentId}`).expect(401);
    expect(res.body.error.code).toBe("authentication_required");
  });

  it("refuses an id that is not a whole number with the field's message", async () => {
    const reader = await signedIn(ctx);
    for (const id of ["abc", "0", "1.5", "-3", "1e3", "1234567890123456"]) {
      const res = await reader.agent.get(`/api/v1/readers/purchases/${id}`).expect(400);
      expect(res.body.error).toMatchObject({ code: "validation_error", fields: { paymentId: "Must be a whole number." } });
    }
  });

  it("answers another reader's payment exactly as an unknown one: not found", async () => {
    const { paymentId } = await readerWithChaptersBought();
    const other = await signedIn(ctx);
    const theirs = await other.agent.get(`/api/v1/readers/purchases/${paymentId}`).expect(404);
    const unknown = await other.agent.get(`/api/v1/readers/purchases/999999999`).expect(404);
    expect(theirs.body).toEqual({ error: { code: "not_found", message: "Purchase not found." } });
    expect(unknown.body).toEqual(theirs.body);
    // Nor does an admin see a reader's receipt.
    const admin = await signedIn(ctx, { admin: true });
    expect((await admin.agent.get(`/api/v1/readers/purchases/${paymentId}`).expect(404)).body).toEqual(theirs.body);
  });

  it("gives the buyer their receipt: the list's row, the seller, their e-mail, the chapters by place, currency and the provider's reference", async () => {
    const { author, book, reader, row, paymentId } = await readerWithChaptersBought();
    const res = await reader.agent.get(`/api/v1/readers/purchases/${paymentId}`).expect(200);
    const payment = await Payment.query(ctx.db.knex).findById(paymentId).throwIfNotFound();
    expect(res.body.receipt).toMatchObject(row);
    expect(res.body.receipt).toEqual({
      paymentId,
      kind: "CHAPTERS",
      bookId: book.id,
      bookTitle: book.title,
      chaptersCount: 5,
      chapterNumbers: [3, 4, 5, 6, 7],
      entireBook: false,
      subscription: null,
      seller: { authorId: author.authorProfile.id, name: author.authorProfile.name },
      buyerEmail: reader.user.email,
      amount: 495,
      refundedAmount: 0,
      currency: "usd",
      status: "SUCCEEDED",
      providerReference: payment.stripePaymentIntentId,
      createdAt: payment.createdAt.toISOString(),
    });
    expect(payment.stripePaymentIntentId).toMatch(/^pi_/);

    // A partial refund is on it as the provider reported it.
    await Payment.query(ctx.db.knex).findById(paymentId).patch({ refundedAmount: 99, status: "PARTIALLY_REFUNDED" });
    const refunded = await reader.agent.get(`/api/v1/readers/purchases/${paymentId}`).expect(200);
    expect(refunded.body.receipt).toMatchObject({ amount: 495, refundedAmount: 99, status: "PARTIALLY_REFUNDED" });
  });

  it("names a whole book, and the subscription a period was paid for", async () => {
    const author = await seller(ctx);
    const { book } = await bookForSale(ctx, author.authorProfile.id, { chapters: 4, free: 1 });
    const reader = await signedIn(ctx);
    const checkout = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 0 }).expect(200);
    await payAndReturn(ctx, reader.agent, checkout.body.url as string);
    const [whole] = (await reader.agent.get("/api/v1/readers/purchases").expect(200)).body.items as Array<{ paymentId: number }>;
    const wholeReceipt = (await reader.agent.get(`/api/v1/readers/purchases/${whole!.paymentId}`).expect(200)).body.receipt;
    expect(wholeReceipt).toMatchObject({
      kind: "ENTIRE_BOOK",
      entireBook: true,
      bookTitle: book.title,
      chaptersCount: 0,
      chapterNumbers: [],
      amount: 400,
      subscription: null,
    });

    const readerId = reader.readerProfile.id;
    const toAuthor = await createAuthorSubscription(ctx.db.knex, { readerId, authorId: author.authorProfile.id });
    const series = await createSeries(ctx.db.knex, { authorId: author.authorProfile.id, title: "Glass Roads" });
    const toSeries = await createSeriesSubscription(ctx.db.knex, { readerId, seriesId: series.id });
    const authorPayment = await Payment.query(ctx.db.knex).insertAndFetch({
      toAuthorId: author.authorProfile.id,
      readerId,
      subscriptionId: toAuthor.id,
      amount: 500,
      stripeInvoiceId: `in_receipt_${toAuthor.id}`,
    });
    const seriesPayment = await Payment.query(ctx.db.knex).insertAndFetch({
      toAuthorId: author.authorProfile.id,
      readerId,
      seriesSubscriptionId: toSeries.id,
      amount: 300,
    });
    const authorPeriod = (await reader.agent.get(`/api/v1/readers/purchases/${authorPayment.id}`).expect(200)).body.receipt;
    expect(authorPeriod).toMatchObject({
      kind: null,
      bookId: null,
      subscription: { type: "AUTHOR", name: author.authorProfile.name, interval: "month" },
      seller: { authorId: author.authorProfile.id },
      amount: 500,
      providerReference: `in_receipt_${toAuthor.id}`,
    });
    const seriesPeriod = (await reader.agent.get(`/api/v1/readers/purchases/${seriesPayment.id}`).expect(200)).body.receipt;
    expect(seriesPeriod).toMatchObject({ subscription: { type: "SERIES", name: "Glass Roads", interval: "month" }, amount: 300, providerReference: null });
  });
});
