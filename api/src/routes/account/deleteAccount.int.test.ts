import request from "supertest";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthorSubscription, Book, Checkout, Payment, ReaderProfile, User } from "@storyloom/db/models";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { bookForSale, fakeStripeClient, payAndReturn, seller, signedIn } from "../payments/testing.ts";

let ctx: TestContext;
let stripe: Stripe;
beforeAll(async () => {
  ctx = await createTestContext();
  stripe = fakeStripeClient(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("DELETE /api/v1/account", () => {
  it("erases the person, cancels their subscription at the provider, and keeps every money row, anonymised", async () => {
    const author = await seller(ctx);
    await author.agent
      .patch("/api/v1/author-profiles/stripe-prices")
      .send({ subscriptionEnabled: true, prices: [{ interval: "month", amount: 500 }] })
      .expect(200);
    const { book } = await bookForSale(ctx, author.authorProfile.id);
    const reader = await signedIn(ctx);
    const bought = await reader.agent.post(`/api/v1/readers/books/${book.id}/checkout`).send({ chaptersCount: 2 }).expect(200);
    await payAndReturn(ctx, reader.agent, bought.body.url as string);
    const subscribed = await reader.agent.post("/api/v1/readers/subscriptions").send({ authorId: author.authorProfile.id, interval: "month" }).expect(200);
    await payAndReturn(ctx, reader.agent, subscribed.body.url as string);
    const paymentsBefore = await Payment.query(ctx.db.knex).where({ readerId: reader.readerProfile.id }).orderBy("id");
    expect(paymentsBefore).toHaveLength(2);

    const refused = await reader.agent.delete("/api/v1/account").send({ currentPassword: reader.password, confirm: "delete" }).expect(400);
    expect(refused.body.error.fields).toEqual({ confirm: "Type DELETE to confirm." });
    const wrong = await reader.agent.delete("/api/v1/account").send({ currentPassword: "not it", confirm: "DELETE" }).expect(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: "Your current password is not correct." });

    const gone = await reader.agent.delete("/api/v1/account").send({ currentPassword: reader.password, confirm: "DELETE" }).expect(200);
    expect(gone.body).toEqual({ deleted: true, cancelledSubscriptions: 1 });
    await reader.agent.get("/api/v1/readers/purchases").expect(401);

    const user = await User.query(ctx.db.knex).findById(reader.user.id);
    expect(user).toMatchObject({ email: `deleted-user-${reader.user.id}@deleted.storyloom.invalid`, status: "SUSPENDED" });
    expect(user!.deletedAt).toBeInstanceOf(Date);
    expect(await ReaderProfile.query(ctx.db.knex).findById(reader.readerProfile.id)).toMatchObject({ name: null, imgUrl: null });
    // The money stays: the same payments and checkouts, pointing at the same (now empty) profile.
    expect(
      (await Payment.query(ctx.db.knex).where({ readerId: reader.readerProfile.id }).orderBy("id")).map((payment) => [
        payment.id,
        payment.amount,
        payment.status,
      ]),
    ).toEqual(paymentsBefore.map((payment) => [payment.id, payment.amount, payment.status]));
    expect(await Checkout.query(ctx.db.knex).where({ readerId: reader.readerProfile.id, status: "PAID" })).toHaveLength(2);
    const subscription = await AuthorSubscription.query(ctx.db.knex).findOne({ readerId: reader.readerProfile.id });
    expect(subscription).toMatchObject({ isActive: false, status: "canceled" });
    const atProvider = await stripe.subscriptions.retrieve(subscription!.stripeSubscriptionId!, {}, { stripeAccount: author.accountId });
    expect(atProvider.status).toBe("canceled");
    // Signing in with the old address finds nobody; admins no longer see the account.
    await request(ctx.app)
      .get(`/api/v1/users/is-email-taken?email=${encodeURIComponent(reader.user.email)}`)
      .expect(200, { isEmailTaken: false });
  });

  it("asks an author with published books to unpublish them first, and ends their subscribers' renewals once deleted", async () => {
    const author = await seller(ctx);
    await author.agent
      .patch("/api/v1/author-profiles/stripe-prices")
      .send({ subscriptionEnabled: true, prices: [{ interval: "month", amount: 500 }] })
      .expect(200);
    const { book } = await bookForSale(ctx, author.authorProfile.id);
    const reader = await signedIn(ctx);
    const subscribed = await reader.agent.post("/api/v1/readers/subscriptions").send({ authorId: author.authorProfile.id, interval: "month" }).expect(200);
    await payAndReturn(ctx, reader.agent, subscribed.body.url as string);

    const refused = await author.agent.delete("/api/v1/account").send({ currentPassword: author.password, confirm: "DELETE" }).expect(409);
    expect(refused.body.error.message).toBe("Unpublish your published book first: readers who bought it keep reading until you do.");
    await Book.query(ctx.db.knex).findById(book.id).patch({ status: "DRAFT" });
    await author.agent.delete("/api/v1/account").send({ currentPassword: author.password, confirm: "DELETE" }).expect(200);
    const subscription = await AuthorSubscription.query(ctx.db.knex).findOne({ authorId: author.authorProfile.id });
    expect(subscription).toMatchObject({ cancelAtPeriodEnd: true, cancelledByAuthor: true });
    expect((await stripe.subscriptions.retrieve(subscription!.stripeSubscriptionId!, {}, { stripeAccount: author.accountId })).cancel_at_period_end).toBe(true);
    expect(await Book.query(ctx.db.knex).findById(book.id)).toMatchObject({ deleted: true });
  });

  it("is refused to an admin acting as the account", async () => {
    const admin = await signedIn(ctx, { admin: true });
    const target = await signedIn(ctx);
    await admin.agent.post("/api/v1/admin/impersonation").send({ userId: target.user.id }).expect(200);
    const refused = await admin.agent.delete("/api/v1/account").send({ currentPassword: "whatever", confirm: "DELETE" }).expect(403);
    expect(refused.body.error.message).toBe("While impersonating, an account's e-mail, password and sessions cannot be changed.");
  });
});
