/**
 * A subscription's events may come in any order, each more than once, some
 * at the same time (domain/src/services/payments/README.md). Property:
 * whatever the order, the repetitions and the concurrency, one subscription
 * (started, renewed or not, cancelled or not, refunded or not) ends in
 * exactly the state its events give in their clean order: the same status,
 * the same paid period, one payment per paid invoice, the same access.
 */
import fc from "fast-check";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyParameters } from "@storyloom/testkit/depth";
import { AuthorSubscription, Payment } from "@storyloom/db/models";
import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import { createPayments } from "@storyloom/domain/integrations/payments.ts";
import type { Payments } from "@storyloom/domain/integrations/payments.ts";
import { startSubscriptionCheckout } from "@storyloom/domain/services/payments/subscribe.ts";
import { setAuthorSubscriptionPrices } from "@storyloom/domain/services/payments/subscriptionPrices.ts";
import { loadReaderAccess } from "@storyloom/domain/services/readers/chapterAccess.ts";
import { createUser, makeSeller } from "@storyloom/testkit/factories";
import type { FakeEvent } from "@storyloom/testkit/fakes/stripe";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { endsAsInTheCleanOrder, signedDelivery } from "../payments/eventDelivery.ts";
import { fakeStripeClient } from "../payments/testing.ts";

/** 200 orders in a run with a new seed, 1,000 in `npm run test:deep` (testkit/src/depth.ts); SUBSCRIPTION_EVENT_RUNS asks for more. */
const PROPERTY = propertyParameters("subscription event orders", { sized: 200, deep: 1_000 }, "SUBSCRIPTION_EVENT_RUNS");

let ctx: TestContext;
let payments: Payments;
let deliver: (event: FakeEvent) => Promise<void>;
let client: Stripe;
let authorId: number;
let accountId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  payments = createPayments(ctx.config.payments)!;
  deliver = signedDelivery(ctx, payments);
  client = fakeStripeClient(ctx);
  const author = await createUser(ctx.db.knex);
  const account = await client.accounts.create({ type: "express" });
  ctx.stripe.completeOnboarding(account.id);
  await makeSeller(ctx.db.knex, author.authorProfile.id, account.id);
  await setAuthorSubscriptionPrices({
    knex: ctx.db.knex,
    payments,
    authorId: author.authorProfile.id,
    subscriptionEnabled: true,
    prices: [{ interval: "month", amount: 500, isEnabled: true }],
  });
  authorId = author.authorProfile.id;
  accountId = account.id;
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

type Renewal = "paid" | "failed";
type Cancel = "none" | "atPeriodEnd" | "ended";

interface Scenario {
  renewals: Renewal[];
  cancel: Cancel;
  refundLatest: boolean;
}

async function newReader(): Promise<UserActor> {
  const { user, authorProfile, readerProfile } = await createUser(ctx.db.knex);
  return { kind: "user", userId: user.id, email: user.email, authorId: authorProfile.id, readerId: readerProfile.id, readerTheme: null, permissions: [] };
}

/** One subscription's life at the provider; answers its reader, its provider id and the events it made, in the order they happened. */
async function subscription(scenario: Scenario): Promise<{ actor: UserActor; subscriptionId: string; events: FakeEvent[] }> {
  const before = ctx.stripe.events().length;
  const actor = await newReader();
  const { url } = await startSubscriptionCheckout({
    knex: ctx.db.knex,
    payments,
    actor,
    target: { type: "AUTHOR", authorId },
    interval: "month",
    returnPath: "/",
    publicUrl: ctx.config.publicUrl,
  });
  const { session } = ctx.stripe.pay(new URL(url).pathname.split("/").at(-1)!);
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription!.id;
  for (const renewal of scenario.renewals) ctx.stripe.renewSubscription(subscriptionId, { fail: renewal === "failed" });
  if (scenario.refundLatest) {
    const latest = await client.subscriptions.retrieve(subscriptionId, {}, { stripeAccount: accountId });
    const invoiceId = typeof latest.latest_invoice === "string" ? latest.latest_invoice : latest.latest_invoice!.id;
    const invoice = await client.invoices.retrieve(invoiceId, {}, { stripeAccount: accountId });
    if (invoice.status === "paid") {
      const [paid] = (await client.invoicePayments.list({ invoice: invoiceId }, { stripeAccount: accountId })).data;
      const intent = paid?.payment.payment_intent;
      if (intent) ctx.stripe.refund(typeof intent === "string" ? intent : intent.id);
    }
  }
  if (scenario.cancel !== "none") await client.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { stripeAccount: accountId });
  if (scenario.cancel === "ended") ctx.stripe.endSubscriptionPeriod(subscriptionId);
  return { actor, subscriptionId, events: ctx.stripe.events().slice(before) };
}

/** What a subscription left, in terms that do not depend on which reader, which ids or when it ran. */
async function stateOf(actor: UserActor, subscriptionId: string) {
  const row = await AuthorSubscription.query(ctx.db.knex).findOne({ stripeSubscriptionId: subscriptionId });
  const atProvider = await client.subscriptions.retrieve(subscriptionId, {}, { stripeAccount: accountId });
  const item = atProvider.items.data[0]!;
  const paidUntil = row?.currentPeriodEnd ? row.currentPeriodEnd.getTime() / 1000 : null;
  const relative =
    paidUntil === null
      ? "nothing"
      : paidUntil === item.current_period_end
        ? "period end"
        : paidUntil === item.current_period_start
          ? "period start"
          : paidUntil === atProvider.ended_at
            ? "ended"
            : "elsewhere";
  const paid = row ? await Payment.query(ctx.db.knex).where({ subscriptionId: row.id }) : [];
  const access = await loadReaderAccess({ db: ctx.db.knex, actor, book: { id: 0, authorId, seriesId: null } });
  return {
    status: row?.status ?? null,
    isActive: row?.isActive ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? null,
    paidUntil: relative,
    payments: paid.map((payment) => `${payment.status} ${payment.amount} refunded ${payment.refundedAmount} fee ${payment.appFeeAmount}`).sort(),
    subscribed: access.isSubscribed,
  };
}

const scenarios = fc.record<Scenario>({
  renewals: fc.array(fc.constantFrom<Renewal>("paid", "failed"), { maxLength: 2 }),
  cancel: fc.constantFrom<Cancel>("none", "atPeriodEnd", "ended"),
  refundLatest: fc.boolean(),
});

describe("the provider's events of one subscription", () => {
  it(
    "end in the clean order's state whatever their order, repetitions (1 to 5 each) and concurrency",
    async () => {
      await fc.assert(endsAsInTheCleanOrder({ scenarios, run: subscription, stateOf: (run) => stateOf(run.actor, run.subscriptionId), deliver }), PROPERTY);
    },
    30 * 60_000,
  );

  it("give what the scenario says in the clean order: the period paid for, no more", async () => {
    const cases: Array<[Scenario, { status: string; paidUntil: string; subscribed: boolean; payments: number }]> = [
      [
        { renewals: [], cancel: "none", refundLatest: false },
        { status: "active", paidUntil: "period end", subscribed: true, payments: 1 },
      ],
      [
        { renewals: ["paid"], cancel: "none", refundLatest: false },
        { status: "active", paidUntil: "period end", subscribed: true, payments: 2 },
      ],
      // The failed period starts where the paid one ends (a month on): readable until then, not after.
      [
        { renewals: ["failed"], cancel: "none", refundLatest: false },
        { status: "past_due", paidUntil: "period start", subscribed: true, payments: 1 },
      ],
      [
        { renewals: [], cancel: "atPeriodEnd", refundLatest: false },
        { status: "active", paidUntil: "period end", subscribed: true, payments: 1 },
      ],
      [
        { renewals: [], cancel: "ended", refundLatest: false },
        { status: "canceled", paidUntil: "period end", subscribed: true, payments: 1 },
      ],
      [
        { renewals: [], cancel: "none", refundLatest: true },
        { status: "active", paidUntil: "period start", subscribed: false, payments: 1 },
      ],
    ];
    for (const [scenario, expected] of cases) {
      const { actor, subscriptionId, events } = await subscription(scenario);
      for (const event of events) await deliver(event);
      const state = await stateOf(actor, subscriptionId);
      expect(
        { status: state.status, paidUntil: state.paidUntil, subscribed: state.subscribed, payments: state.payments.length },
        JSON.stringify(scenario),
      ).toEqual(expected);
    }
  });
});
