/**
 * What the payments tests share: signed-in people, an author selling through
 * an account of the fake provider (the test context's `stripe`), a book for
 * sale, and paying on the provider's checkout page as a browser would.
 */
import request from "supertest";
import Stripe from "stripe";
import { Book } from "@storyloom/db/models";
import { createPublishedBook, createUser, makeSeller } from "@storyloom/testkit/factories";
import { signIn } from "../../auth/testing.ts";
import type { TestContext } from "../../testing.ts";

/** The real SDK, pointed at the context's fake provider. */
export function fakeStripeClient(ctx: TestContext): Stripe {
  return new Stripe(ctx.config.payments!.secretKey, { ...ctx.stripe.sdkOptions, maxNetworkRetries: 0 });
}

/** A signed-in user with reader and author profiles (an admin if asked). */
export async function signedIn(ctx: TestContext, options: { admin?: boolean } = {}) {
  const created = await createUser(ctx.db.knex, { admin: options.admin ?? false });
  const agent = request.agent(ctx.app);
  await signIn(agent, created.user.email, created.password).expect(200);
  return { ...created, agent };
}

/** A signed-in author whose payout account exists at the fake provider and is validated. */
export async function seller(ctx: TestContext, options: { admin?: boolean } = {}) {
  const author = await signedIn(ctx, options);
  const account = await fakeStripeClient(ctx).accounts.create({ type: "express" });
  ctx.stripe.completeOnboarding(account.id);
  await makeSeller(ctx.db.knex, author.authorProfile.id, account.id);
  return { ...author, accountId: account.id };
}

/** A public book of `chapters` chapters, the first `free` free, `chapterPrice` cents a chapter and `bundlePrice` whole. */
export async function bookForSale(
  ctx: TestContext,
  authorId: number,
  options: { chapters?: number; free?: number; chapterPrice?: number; bundlePrice?: number } = {},
) {
  const { book, chapters } = await createPublishedBook(ctx.db.knex, {
    authorId,
    chapters: options.chapters ?? 10,
    publicChaptersCount: options.free ?? 2,
    bundlePrice: options.bundlePrice ?? 400,
  });
  await Book.query(ctx.db.knex)
    .findById(book.id)
    .patch({ chapterPrice: options.chapterPrice ?? 99 });
  return { book, chapters };
}

/** The checkout session's id in the provider page's address. */
export const sessionIdOf = (url: string): string => new URL(url).pathname.split("/").at(-1)!;

/** Pays on the fake's checkout page and follows its redirect back to the product, as the browser would. */
export async function payAndReturn(ctx: TestContext, agent: request.Agent, url: string): Promise<request.Response> {
  const { redirectUrl } = ctx.stripe.pay(sessionIdOf(url));
  const back = new URL(redirectUrl);
  return agent.get(`${back.pathname}${back.search}`);
}
