import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { TEST_START, expanded, useFakeStripe } from "./stripeTestHarness.ts";

const kit = useFakeStripe();
const seconds = (ms: number): number => ms / 1000;

async function monthlyPrice(stripeAccount: string, amount = 500): Promise<Stripe.Price> {
  return kit.stripe.prices.create(
    { currency: "usd", unit_amount: amount, recurring: { interval: "month" }, product_data: { name: "Author subscription" } },
    { stripeAccount },
  );
}

async function subscribe(stripeAccount: string): Promise<Stripe.Subscription> {
  const price = await monthlyPrice(stripeAccount);
  const session = await kit.stripe.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [{ price: price.id, quantity: 1 }],
      customer_email: "reader@example.com",
      success_url: "http://shop.test/ok",
      subscription_data: { application_fee_percent: 10, metadata: { authorId: "3" } },
    },
    { stripeAccount },
  );
  kit.fake.pay(session.id);
  const paid = await kit.stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount });
  return kit.stripe.subscriptions.retrieve(String(paid.subscription), {}, { stripeAccount });
}

describe("Checkout in subscription mode", () => {
  it("starts a subscription for one interval with a paid first invoice", async () => {
    const stripeAccount = await kit.onboardedAccount();
    const price = await monthlyPrice(stripeAccount);
    const session = await kit.stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: price.id, quantity: 1 }],
        customer_email: "reader@example.com",
        success_url: "http://shop.test/ok?s={CHECKOUT_SESSION_ID}",
        subscription_data: { application_fee_percent: 10, metadata: { authorId: "3" } },
      },
      { stripeAccount },
    );
    let redirectUrl = "";
    const events = await kit.eventsDuring(() => {
      redirectUrl = kit.fake.pay(session.id).redirectUrl;
    });
    expect(redirectUrl).toBe(`http://shop.test/ok?s=${session.id}`);
    expect(events.map((event) => event.type)).toEqual(["customer.subscription.created", "invoice.paid", "checkout.session.completed"]);
    expect(events.every((event) => event.account === stripeAccount)).toBe(true);

    const paid = await kit.stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] }, { stripeAccount });
    const subscription = expanded(paid.subscription);
    expect(String(paid.customer)).toMatch(/^cus_/);
    expect(subscription).toMatchObject({
      object: "subscription",
      status: "active",
      application_fee_percent: 10,
      metadata: { authorId: "3" },
      customer: paid.customer,
      cancel_at_period_end: false,
    });
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.items.data[0]).toMatchObject({
      current_period_start: seconds(TEST_START),
      current_period_end: seconds(Date.UTC(2026, 1, 28, 12)),
      price: { id: price.id },
    });

    const invoice = await kit.stripe.invoices.retrieve(
      String(subscription.latest_invoice),
      { expand: ["payments.data.payment.payment_intent"] },
      { stripeAccount },
    );
    expect(invoice).toMatchObject({
      status: "paid",
      amount_paid: 500,
      billing_reason: "subscription_create",
      parent: { subscription_details: { subscription: subscription.id, metadata: { authorId: "3" } } },
    });
    expect(invoice.id).toMatch(/^in_/);
    expect(invoice.lines.data[0]?.period).toEqual({ start: seconds(TEST_START), end: seconds(Date.UTC(2026, 1, 28, 12)) });
    expect(invoice.payments?.data[0]?.payment.payment_intent).toMatchObject({ status: "succeeded", amount: 500, application_fee_amount: 50 });
    const listed = await kit.stripe.invoicePayments.list({ invoice: invoice.id }, { stripeAccount });
    expect(listed.data).toHaveLength(1);
  });

  it("renews: a paid period moves the dates on, a declined one leaves the subscription past_due", async () => {
    const stripeAccount = await kit.onboardedAccount();
    const subscription = await subscribe(stripeAccount);

    const renewed = await kit.eventsDuring(() => kit.fake.renewSubscription(subscription.id));
    expect(renewed.map((event) => event.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    expect(renewed[0]?.data.object).toMatchObject({ status: "paid", billing_reason: "subscription_cycle", amount_paid: 500 });
    const afterRenewal = await kit.stripe.subscriptions.retrieve(subscription.id, {}, { stripeAccount });
    expect(afterRenewal.items.data[0]).toMatchObject({
      current_period_start: seconds(Date.UTC(2026, 1, 28, 12)),
      current_period_end: seconds(Date.UTC(2026, 2, 31, 12)),
    });

    const declined = await kit.eventsDuring(() => kit.fake.renewSubscription(subscription.id, { fail: true }));
    expect(declined.map((event) => event.type)).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);
    expect(declined[0]?.data.object).toMatchObject({ status: "open", amount_paid: 0, amount_remaining: 500, attempt_count: 1 });
    expect(declined[1]?.data).toMatchObject({ object: { status: "past_due" }, previous_attributes: { status: "active" } });
    expect((await kit.stripe.subscriptions.retrieve(subscription.id, {}, { stripeAccount })).status).toBe("past_due");
  });

  it("cancels at period end, then ends the subscription when the period is over", async () => {
    const stripeAccount = await kit.onboardedAccount();
    const subscription = await subscribe(stripeAccount);
    const periodEnd = subscription.items.data[0]?.current_period_end;

    const updated = await kit.eventsDuring(() => kit.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }, { stripeAccount }));
    expect(updated.map((event) => event.type)).toEqual(["customer.subscription.updated"]);
    expect(updated[0]?.data).toMatchObject({
      object: { cancel_at_period_end: true, cancel_at: periodEnd, status: "active" },
      previous_attributes: { cancel_at_period_end: false },
    });
    expect(() => kit.fake.renewSubscription(subscription.id)).toThrow(/cancels at the end of its period/);

    const ended = await kit.eventsDuring(() => kit.fake.endSubscriptionPeriod(subscription.id));
    expect(ended.map((event) => event.type)).toEqual(["customer.subscription.deleted"]);
    expect(ended[0]?.data.object).toMatchObject({ id: subscription.id, status: "canceled", ended_at: periodEnd });
  });

  it("cancels at once on DELETE", async () => {
    const stripeAccount = await kit.onboardedAccount();
    const subscription = await subscribe(stripeAccount);
    const events = await kit.eventsDuring(() => kit.stripe.subscriptions.cancel(subscription.id, {}, { stripeAccount }));
    expect(events.map((event) => event.type)).toEqual(["customer.subscription.deleted"]);
    expect(await kit.stripe.subscriptions.retrieve(subscription.id, {}, { stripeAccount })).toMatchObject({
      status: "canceled",
      ended_at: seconds(TEST_START),
    });
  });
});
