/**
 * The provider's webhook events (README.md beside this file). Each event id is
 * stored once; an event already processed is acknowledged and skipped. The
 * events do not carry state the product trusts: they name the checkout, the
 * account or the charge whose state is then read afresh from the provider
 * and applied (reconcileCheckout), so any order and any number of deliveries
 * end in the same place. An event that fails is not marked processed: the
 * provider delivers it again.
 */
import type { Knex } from "@storyloom/db";
import { Checkout, Payment, StripeEvent } from "@storyloom/db/models";
import type { Payments, Stripe } from "../../integrations/payments.ts";
import { callProvider } from "../../integrations/payments.ts";
import { applyAccountUpdate } from "./payoutAccount.ts";
import { paymentStatusOf, reconcileCheckout } from "./reconcileCheckout.ts";
import { checkoutOfSubscription, reconcileSubscription } from "./reconcileSubscription.ts";

/**
 * Reconciles a checkout, whichever it is: a purchase (reconcileCheckout.ts) or
 * a subscription (reconcileSubscription.ts, with the invoice an event named).
 */
export async function reconcileAnyCheckout(input: { knex: Knex; payments: Payments; checkoutId: number; invoiceId?: string | null }): Promise<Checkout | null> {
  const checkout = await Checkout.query(input.knex).findById(input.checkoutId).select("kind");
  if (!checkout) return null;
  if (checkout.kind === "AUTHOR_SUBSCRIPTION" || checkout.kind === "SERIES_SUBSCRIPTION") return reconcileSubscription(input);
  return reconcileCheckout(input);
}

export type EventOutcome = "applied" | "duplicate" | "ignored";

/** The checkout an object names through our metadata. */
function checkoutIdOf(object: { metadata?: Stripe.Metadata | null }): number | null {
  const value = object.metadata?.checkoutId;
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id;

/** The checkout a charge belongs to: by its payment intent, which our checkout rows and payments record. */
async function checkoutOfCharge(knex: Knex, charge: Stripe.Charge): Promise<{ checkoutId: number; invoiceId: string | null } | null> {
  const fromMetadata = checkoutIdOf(charge);
  if (fromMetadata) return { checkoutId: fromMetadata, invoiceId: null };
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return null;
  const checkout = await Checkout.query(knex).findOne({ stripePaymentIntentId: paymentIntentId }).select("id");
  if (checkout) return { checkoutId: checkout.id, invoiceId: null };
  // A subscription's invoice: its payment was recorded with the invoice (an event about it before then finds the refund when the invoice is recorded).
  const payment = await Payment.query(knex).findOne({ stripePaymentIntentId: paymentIntentId }).select("checkoutId", "stripeInvoiceId");
  return payment?.checkoutId ? { checkoutId: payment.checkoutId, invoiceId: payment.stripeInvoiceId } : null;
}

/**
 * A dispute's outcome on the payment: DISPUTED while open, DISPUTE_LOST for
 * good when lost, back to its refunds when won. Under the checkout row's lock,
 * like every write of the reconciliation, so a refund applied at the same time
 * cannot overwrite it.
 */
async function applyDispute(knex: Knex, checkoutId: number, dispute: Stripe.Dispute): Promise<void> {
  const paymentIntentId = idOf(dispute.payment_intent);
  const chargeId = idOf(dispute.charge);
  await knex.transaction(async (trx) => {
    await Checkout.query(trx).findById(checkoutId).forUpdate();
    const payment = await Payment.query(trx)
      .where((query) => {
        if (paymentIntentId) query.orWhere({ stripePaymentIntentId: paymentIntentId });
        if (chargeId) query.orWhere({ stripeChargeId: chargeId });
      })
      .first();
    if (!payment || payment.status === "DISPUTE_LOST") return;
    if (dispute.status === "lost") await Payment.query(trx).findById(payment.id).patch({ status: "DISPUTE_LOST" });
    else if (dispute.status === "won")
      await Payment.query(trx)
        .findById(payment.id)
        .patch({ status: paymentStatusOf(payment.amount, payment.refundedAmount, null) });
    else await Payment.query(trx).findById(payment.id).patch({ status: "DISPUTED" });
  });
}

async function dispatch(knex: Knex, payments: Payments, event: Stripe.Event): Promise<EventOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const checkoutId = checkoutIdOf(event.data.object);
      if (!checkoutId) return "ignored";
      await reconcileAnyCheckout({ knex, payments, checkoutId });
      return "applied";
    }
    case "payment_intent.succeeded": {
      const checkoutId = checkoutIdOf(event.data.object);
      if (!checkoutId) return "ignored";
      await reconcileCheckout({ knex, payments, checkoutId });
      return "applied";
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const checkoutId = await checkoutOfSubscription(knex, event.data.object);
      if (!checkoutId) return "ignored";
      await reconcileSubscription({ knex, payments, checkoutId });
      return "applied";
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      if (!subscriptionId) return "ignored";
      const checkoutId = await checkoutOfSubscription(knex, { id: subscriptionId, metadata: details?.metadata ?? null });
      if (!checkoutId) return "ignored";
      await reconcileSubscription({ knex, payments, checkoutId, invoiceId: invoice.id ?? null });
      return "applied";
    }
    case "charge.refunded": {
      const found = await checkoutOfCharge(knex, event.data.object);
      if (!found) return "ignored";
      await reconcileAnyCheckout({ knex, payments, ...found });
      return "applied";
    }
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed": {
      const options = event.account ? { stripeAccount: event.account } : {};
      // The dispute as it stands now, not as this (perhaps older) event saw it.
      const disputeId = event.data.object.id;
      const dispute = await callProvider(() => payments.stripe.disputes.retrieve(disputeId, {}, options));
      const chargeId = idOf(dispute.charge);
      const charge = chargeId ? await callProvider(() => payments.stripe.charges.retrieve(chargeId, {}, options)) : null;
      const found = charge ? await checkoutOfCharge(knex, charge) : null;
      if (!found) return "ignored";
      // The payment must exist before its dispute is recorded on it; then the dispute's outcome decides.
      await reconcileAnyCheckout({ knex, payments, ...found });
      await applyDispute(knex, found.checkoutId, dispute);
      await reconcileAnyCheckout({ knex, payments, ...found });
      return "applied";
    }
    case "account.updated":
      await applyAccountUpdate(knex, event.data.object);
      return "applied";
    default:
      return "ignored";
  }
}

/** Applies one verified event at most once; throws (and leaves it unprocessed) when applying it fails. */
export async function handleStripeEvent(input: { knex: Knex; payments: Payments; event: Stripe.Event }): Promise<EventOutcome> {
  const { knex, payments, event } = input;
  const [stored] = await knex("stripeEvents")
    .insert({ stripeEventId: event.id, type: event.type, account: event.account ?? null })
    .onConflict("stripeEventId")
    .merge({ deliveries: knex.raw("stripe_events.deliveries + 1"), updatedAt: knex.fn.now() })
    .returning<Array<{ id: number; processedAt: Date | null }>>(["id", "processedAt"]);
  if (stored?.processedAt) return "duplicate";
  const outcome = await dispatch(knex, payments, event);
  await StripeEvent.query(knex).findById(stored!.id).patch({ processedAt: new Date() });
  return outcome;
}
