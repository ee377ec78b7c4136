/**
 * The payment provider's events may come in any order, each more than once,
 * some at the same time (domain/src/services/payments/README.md). Property:
 * whatever the order, the repetitions and the concurrency, one purchase ends
 * in exactly the state its events give in their clean order — the same
 * access, one payment, no double credit.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyParameters } from "@storyloom/testkit/depth";
import { Book, Checkout, Payment } from "@storyloom/db/models";
import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import { createPayments } from "@storyloom/domain/integrations/payments.ts";
import type { Payments } from "@storyloom/domain/integrations/payments.ts";
import { startBookCheckout } from "@storyloom/domain/services/payments/startCheckout.ts";
import { createPublishedBook, createUser, makeSeller } from "@storyloom/testkit/factories";
import type { FakeEvent } from "@storyloom/testkit/fakes/stripe";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { endsAsInTheCleanOrder, signedDelivery } from "./eventDelivery.ts";
import { fakeStripeClient } from "./testing.ts";

/** 200 orders in a run with a new seed, 1,000 in `npm run test:deep` (testkit/src/depth.ts); PAYMENT_EVENT_RUNS asks for more. */
const PROPERTY = propertyParameters("payment event orders", { sized: 200, deep: 1_000 }, "PAYMENT_EVENT_RUNS");

let ctx: TestContext;
let payments: Payments;
let deliver: (event: FakeEvent) => Promise<void>;
let bookId: number;
let readerActor: () => Promise<UserActor>;

beforeAll(async () => {
  ctx = await createTestContext();
  payments = createPayments(ctx.config.payments)!;
  deliver = signedDelivery(ctx, payments);
  const client = fakeStripeClient(ctx);
  const seller = await createUser(ctx.db.knex);
  const account = await client.accounts.create({ type: "express" });
  ctx.stripe.completeOnboarding(account.id);
  await makeSeller(ctx.db.knex, seller.authorProfile.id, account.id);
  const { book } = await createPublishedBook(ctx.db.knex, { authorId: seller.authorProfile.id, chapters: 6, publicChaptersCount: 1, bundlePrice: 500 });
  await Book.query(ctx.db.knex).findById(book.id).patch({ chapterPrice: 99 });
  bookId = book.id;
  // A new reader for every purchase: each run starts from nothing.
  readerActor = async () => {
    const { user, authorProfile, readerProfile } = await createUser(ctx.db.knex);
    return { kind: "user", userId: user.id, email: user.email, authorId: authorProfile.id, readerId: readerProfile.id, readerTheme: null, permissions: [] };
  };
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

type Refund = "none" | "partial" | "full";
type Dispute = "none" | "open" | "lost" | "won";

interface Scenario {
  entireBook: boolean;
  refund: Refund;
  dispute: Dispute;
}

/** One purchase paid (and perhaps refunded or disputed) at the provider; answers its checkout and the events it made, in the order they happened. */
async function purchase(scenario: Scenario): Promise<{ checkoutId: number; events: FakeEvent[] }> {
  const before = ctx.stripe.events().length;
  const actor = await readerActor();
  const { url } = await startBookCheckout({
    knex: ctx.db.knex,
    payments,
    actor,
    bookId,
    chaptersCount: scenario.entireBook ? 0 : 2,
    returnPath: "/",
    publicUrl: ctx.config.publicUrl,
  });
  const sessionId = new URL(url).pathname.split("/").at(-1)!;
  const { session } = ctx.stripe.pay(sessionId);
  const checkout = await Checkout.query(ctx.db.knex).findOne({ stripeSessionId: sessionId });
  const paymentIntentId = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent!.id;
  if (scenario.refund !== "none") ctx.stripe.refund(paymentIntentId, scenario.refund === "partial" ? 10 : undefined);
  if (scenario.dispute !== "none") {
    const chargeId = ctx.stripe
      .events()
      .slice(before)
      .find((event) => event.type === "charge.succeeded")!.data.object.id;
    const dispute = ctx.stripe.dispute(chargeId);
    if (scenario.dispute === "lost" || scenario.dispute === "won") ctx.stripe.closeDispute(dispute.id, scenario.dispute);
  }
  return { checkoutId: checkout!.id, events: ctx.stripe.events().slice(before) };
}

/** What a purchase left, in terms that do not depend on which reader or which ids. */
async function stateOf(checkoutId: number) {
  const checkout = await Checkout.query(ctx.db.knex).findById(checkoutId).throwIfNotFound();
  const paid = await Payment.query(ctx.db.knex).where({ checkoutId });
  const readerBook = await ctx.db
    .knex("readerBooks")
    .where({ readerId: checkout.readerId, bookId })
    .first<{ id: number; entireBook: boolean; paidChaptersCount: number } | undefined>("id", "entireBook", "paidChaptersCount");
  const unlocked = readerBook
    ? await ctx.db.knex("readerChapterUnlocks").where({ readerBookId: readerBook.id }).count<Array<{ count: string }>>("* as count")
    : [{ count: "0" }];
  return {
    checkout: checkout.status,
    payments: paid.map((payment) => ({ status: payment.status, amount: payment.amount, refunded: payment.refundedAmount, fee: payment.appFeeAmount })),
    entireBook: readerBook?.entireBook ?? false,
    unlockedChapters: Number(unlocked[0]?.count ?? 0),
    paidChaptersCount: readerBook?.paidChaptersCount ?? 0,
  };
}

const scenarios = fc.record<Scenario>({
  entireBook: fc.boolean(),
  refund: fc.constantFrom<Refund>("none", "partial", "full"),
  dispute: fc.constantFrom<Dispute>("none", "open", "lost", "won"),
});

describe("the provider's events of one purchase", () => {
  it(
    "end in the clean order's state whatever their order, repetitions (1 to 5 each) and concurrency",
    async () => {
      await fc.assert(endsAsInTheCleanOrder({ scenarios, run: purchase, stateOf: (run) => stateOf(run.checkoutId), deliver }), PROPERTY);
    },
    30 * 60_000,
  );

  it("give what the scenario says in the clean order: access while paid, taken back by a full refund or a lost dispute", async () => {
    const cases: Array<[Scenario, { checkout: string; unlocked: number }]> = [
      [
        { entireBook: false, refund: "none", dispute: "none" },
        { checkout: "PAID", unlocked: 2 },
      ],
      [
        { entireBook: false, refund: "partial", dispute: "none" },
        { checkout: "PAID", unlocked: 2 },
      ],
      [
        { entireBook: false, refund: "full", dispute: "none" },
        { checkout: "REVOKED", unlocked: 0 },
      ],
      [
        { entireBook: false, refund: "none", dispute: "open" },
        { checkout: "PAID", unlocked: 2 },
      ],
      [
        { entireBook: false, refund: "none", dispute: "lost" },
        { checkout: "REVOKED", unlocked: 0 },
      ],
      [
        { entireBook: false, refund: "none", dispute: "won" },
        { checkout: "PAID", unlocked: 2 },
      ],
    ];
    for (const [scenario, expected] of cases) {
      const { checkoutId, events } = await purchase(scenario);
      for (const event of events) await deliver(event);
      const state = await stateOf(checkoutId);
      expect({ checkout: state.checkout, unlocked: state.unlockedChapters }, JSON.stringify(scenario)).toEqual(expected);
      expect(state.payments).toHaveLength(1);
    }
  });
});
