import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { expanded, useFakeStripe } from "./stripeTestHarness.ts";

const kit = useFakeStripe();

describe("after a payment", () => {
  async function paidPayment(stripeAccount: string): Promise<Stripe.PaymentIntent> {
    const session = await kit.stripe.checkout.sessions.create(
      { mode: "payment", line_items: [{ price_data: { currency: "usd", unit_amount: 1000, product_data: { name: "Book" } }, quantity: 1 }] },
      { stripeAccount },
    );
    kit.fake.pay(session.id);
    const paid = await kit.stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] }, { stripeAccount });
    return expanded(paid.payment_intent);
  }

  it("refunds in parts until nothing is left, with charge.refunded and refund.created each time", async () => {
    const stripeAccount = await kit.onboardedAccount();
    const paymentIntent = await paidPayment(stripeAccount);
    let refund: Stripe.Refund | undefined;
    const events = await kit.eventsDuring(async () => {
      refund = await kit.stripe.refunds.create({ payment_intent: paymentIntent.id, amount: 300 }, { stripeAccount });
    });
    expect(refund).toMatchObject({ object: "refund", status: "succeeded", amount: 300, payment_intent: paymentIntent.id });
    expect(refund?.id).toMatch(/^re_/);
    expect(events.map((event) => event.type)).toEqual(["charge.refunded", "refund.created"]);
    expect(events[0]).toMatchObject({
      account: stripeAccount,
      data: { object: { amount_refunded: 300, refunded: false }, previous_attributes: { amount_refunded: 0 } },
    });

    await expect(kit.stripe.refunds.create({ payment_intent: paymentIntent.id, amount: 800 }, { stripeAccount })).rejects.toThrow(
      "Refund amount (800) is greater than unrefunded amount on charge (700)",
    );
    const rest = await kit.eventsDuring(() => kit.fake.refund(paymentIntent.id));
    expect(rest[0]?.data.object).toMatchObject({ amount_refunded: 1000, refunded: true });
    await expect(kit.stripe.refunds.create({ charge: String(paymentIntent.latest_charge) }, { stripeAccount })).rejects.toThrow(
      `Charge ${String(paymentIntent.latest_charge)} has already been refunded.`,
    );
  });

  it("opens and closes a dispute on a charge", async () => {
    const stripeAccount = await kit.onboardedAccount();
    const paymentIntent = await paidPayment(stripeAccount);
    const chargeId = String(paymentIntent.latest_charge);
    let disputeId = "";
    const opened = await kit.eventsDuring(() => {
      disputeId = kit.fake.dispute(chargeId).id;
    });
    expect(disputeId).toMatch(/^dp_/);
    expect(opened.map((event) => event.type)).toEqual(["charge.dispute.created"]);
    expect(opened[0]).toMatchObject({
      account: stripeAccount,
      data: { object: { charge: chargeId, amount: 1000, status: "needs_response", payment_intent: paymentIntent.id } },
    });
    expect((await kit.stripe.charges.retrieve(chargeId, {}, { stripeAccount })).disputed).toBe(true);

    const closed = await kit.eventsDuring(() => kit.fake.closeDispute(disputeId, "lost"));
    expect(closed.map((event) => event.type)).toEqual(["charge.dispute.closed"]);
    expect(closed[0]?.data.object).toMatchObject({ id: disputeId, status: "lost" });
    expect((await kit.stripe.disputes.retrieve(disputeId, {}, { stripeAccount })).status).toBe("lost");
  });

  it("transfers from the platform to a connected account", async () => {
    const destination = await kit.onboardedAccount();
    let transfer: Stripe.Transfer | undefined;
    const events = await kit.eventsDuring(async () => {
      transfer = await kit.stripe.transfers.create({ amount: 250, currency: "usd", destination, metadata: { referralId: "4" }, transfer_group: "order-9" });
    });
    expect(transfer).toMatchObject({ object: "transfer", amount: 250, destination, metadata: { referralId: "4" }, transfer_group: "order-9", reversed: false });
    expect(transfer?.id).toMatch(/^tr_/);
    expect(events.map((event) => [event.type, event.account])).toEqual([["transfer.created", undefined]]);
  });
});
