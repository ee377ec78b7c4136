/**
 * Subscriptions and their invoices: the first period from a checkout, each
 * renewal (paid or declined), cancelling now or at the end of the period.
 * The current period lives on each item (`items.data[].current_period_*`) and
 * an invoice names its subscription under `parent.subscription_details`, as in
 * this API version; an invoice's PaymentIntent is in its `payments` (expand it,
 * or list `/v1/invoice_payments?invoice=`).
 */
import { readBoolean, readMetadata, readObject, readString } from "./stripeForm.ts";
import type { FormObject } from "./stripeForm.ts";
import { StripeApiError, addInterval, emptyList, newId, toInterval } from "./stripeObjects.ts";
import type { FakeInvoice, FakeInvoiceLineItem, FakeLineItem, FakeSubscription, FakeSubscriptionItem, Interval, Owner } from "./stripeObjects.ts";
import { createPayment } from "./stripePayments.ts";
import type { StripeStore } from "./stripeStore.ts";

interface SubscriptionStart {
  owner: Owner;
  customer: string;
  lineItems: FakeLineItem[];
  applicationFeePercent: number | null;
  metadata: Record<string, string>;
  description: string | null;
}

function billingInterval(subscription: FakeSubscription): { interval: Interval; count: number } {
  const recurring = subscription.items.data[0]?.price.recurring;
  if (!recurring) throw new StripeApiError(400, `Subscription ${subscription.id} has no recurring price.`);
  return { interval: toInterval(recurring.interval), count: recurring.interval_count };
}

/** The end of the subscription's period number `cycle` (1 for the first), counted from its anchor. */
function periodEnd(subscription: FakeSubscription, cycle: number): number {
  const { interval, count } = billingInterval(subscription);
  return addInterval(subscription.billing_cycle_anchor, interval, count * cycle);
}

function currentPeriod(subscription: FakeSubscription): { start: number; end: number } {
  const item = subscription.items.data[0];
  if (!item) throw new StripeApiError(400, `Subscription ${subscription.id} has no items.`);
  return { start: item.current_period_start, end: item.current_period_end };
}

/** Bills the current period: a paid invoice, or an open one whose payment was declined. */
function invoicePeriod(
  store: StripeStore,
  subscription: FakeSubscription,
  billingReason: "subscription_create" | "subscription_cycle",
  succeeds: boolean,
): FakeInvoice {
  const owner = store.ownerOf(subscription.id);
  const now = store.now();
  const customerId = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const customer = store.customers.get(customerId);
  const total = subscription.items.data.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1), 0);
  const percent = subscription.application_fee_percent;
  const { paymentIntent } = createPayment(store, {
    owner,
    amount: total,
    currency: subscription.currency,
    customer: customerId,
    applicationFeeAmount: percent === null ? null : Math.round((total * percent) / 100),
    metadata: {},
    description: billingReason === "subscription_create" ? "Subscription creation" : "Subscription update",
    transferGroup: null,
    receiptEmail: customer?.email ?? null,
    succeeds,
  });
  const invoiceId = newId("in");
  const period = currentPeriod(subscription);
  const lines: FakeInvoiceLineItem[] = subscription.items.data.map((item) => ({
    id: newId("il"),
    object: "line_item",
    amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    currency: subscription.currency,
    description: `${item.quantity ?? 1} × ${store.products.get(String(item.price.product))?.name ?? "Subscription"}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      type: "subscription_item_details",
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
    },
    period: { start: period.start, end: period.end },
    pretax_credit_amounts: [],
    pricing: {
      type: "price_details",
      price_details: { price: item.price.id, product: String(item.price.product) },
      unit_amount_decimal: item.price.unit_amount_decimal,
    },
    quantity: item.quantity ?? 1,
    subscription: subscription.id,
    subtotal: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    taxes: [],
  }));
  const invoice: FakeInvoice = {
    id: invoiceId,
    object: "invoice",
    account_country: "US",
    account_name: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: succeeds ? total : 0,
    amount_remaining: succeeds ? 0 : total,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: !succeeds,
    billing_reason: billingReason,
    collection_method: "charge_automatically",
    created: now,
    currency: subscription.currency,
    customer: customerId,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    hosted_invoice_url: null,
    invoice_pdf: null,
    livemode: false,
    metadata: {},
    next_payment_attempt: succeeds ? null : now + 3 * 86_400,
    number: `FAKE-${String(store.invoices.size + 1).padStart(4, "0")}`,
    on_behalf_of: null,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    // As on Stripe, an invoice's own period is when its items accrued; the period it pays for is on its lines.
    period_end: now,
    period_start: now,
    receipt_number: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: succeeds ? "paid" : "open",
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: succeeds ? now : null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    total,
    total_excluding_tax: total,
    webhooks_delivered_at: now,
    lines: emptyList(`/v1/invoices/${invoiceId}/lines`, lines),
  };
  store.add(store.invoices, invoice, owner);
  store.add(
    store.invoicePayments,
    {
      id: newId("inpay"),
      object: "invoice_payment",
      amount_paid: succeeds ? total : null,
      amount_requested: total,
      created: now,
      currency: subscription.currency,
      invoice: invoiceId,
      is_default: true,
      livemode: false,
      payment: { type: "payment_intent", payment_intent: paymentIntent.id },
      status: succeeds ? "paid" : "open",
      status_transitions: { canceled_at: null, paid_at: succeeds ? now : null },
    },
    owner,
  );
  subscription.latest_invoice = invoiceId;
  return invoice;
}

/** The subscription a paid checkout starts, with its first paid invoice: `customer.subscription.created`, `invoice.paid`. */
export function startSubscription(store: StripeStore, start: SubscriptionStart): { subscription: FakeSubscription; invoice: FakeInvoice } {
  const now = store.now();
  const id = newId("sub");
  const first = start.lineItems[0];
  if (!first?.price.recurring)
    throw new StripeApiError(400, "You must provide at least one recurring price in `subscription` mode when using prices.", { param: "line_items" });
  const items: FakeSubscriptionItem[] = start.lineItems.map((lineItem) => ({
    id: newId("si"),
    object: "subscription_item",
    billing_thresholds: null,
    created: now,
    current_period_end: now,
    current_period_start: now,
    discounts: [],
    metadata: {},
    price: structuredClone(lineItem.price),
    quantity: lineItem.quantity ?? 1,
    subscription: id,
    tax_rates: [],
  }));
  const subscription: FakeSubscription = {
    id,
    object: "subscription",
    application: null,
    application_fee_percent: start.applicationFeePercent,
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency: first.currency,
    customer: start.customer,
    days_until_due: null,
    default_payment_method: null,
    description: start.description,
    discounts: [],
    ended_at: null,
    latest_invoice: null,
    livemode: false,
    metadata: start.metadata,
    on_behalf_of: null,
    pause_collection: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: "active",
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_start: null,
    items: emptyList(`/v1/subscription_items?subscription=${id}`, items),
  };
  const end = periodEnd(subscription, 1);
  for (const item of items) item.current_period_end = end;
  store.add(store.subscriptions, subscription, start.owner);
  store.subscriptionCycles.set(id, 1);
  const invoice = invoicePeriod(store, subscription, "subscription_create", true);
  store.emit("customer.subscription.created", subscription, start.owner);
  store.emit("invoice.paid", invoice, start.owner);
  return { subscription, invoice };
}

/**
 * The next period begins: its invoice is paid (`invoice.paid`) or declined
 * (`invoice.payment_failed`, the subscription past_due), then `customer.subscription.updated`.
 */
export function renewSubscription(
  store: StripeStore,
  subscriptionId: string,
  options: { fail?: boolean } = {},
): { subscription: FakeSubscription; invoice: FakeInvoice } {
  const subscription = store.getAny(store.subscriptions, subscriptionId, "subscription");
  if (subscription.status !== "active" && subscription.status !== "past_due")
    throw new StripeApiError(400, `Subscription ${subscription.id} is ${subscription.status}; only an active or past_due subscription renews.`);
  if (subscription.cancel_at_period_end)
    throw new StripeApiError(400, `Subscription ${subscription.id} cancels at the end of its period; end the period instead of renewing it.`);
  const owner = store.ownerOf(subscription.id);
  const previous = { items: structuredClone(subscription.items), latest_invoice: subscription.latest_invoice, status: subscription.status };
  const cycle = (store.subscriptionCycles.get(subscription.id) ?? 1) + 1;
  store.subscriptionCycles.set(subscription.id, cycle);
  const start = currentPeriod(subscription).end;
  const end = periodEnd(subscription, cycle);
  for (const item of subscription.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
  const succeeds = options.fail !== true;
  const invoice = invoicePeriod(store, subscription, "subscription_cycle", succeeds);
  subscription.status = succeeds ? "active" : "past_due";
  store.emit(succeeds ? "invoice.paid" : "invoice.payment_failed", invoice, owner);
  store.emit("customer.subscription.updated", subscription, owner, previous);
  return { subscription, invoice };
}

/** `POST /v1/subscriptions/:id`: cancel_at_period_end, metadata, cancellation_details. */
export function updateSubscription(store: StripeStore, subscription: FakeSubscription, form: FormObject): FakeSubscription {
  const owner = store.ownerOf(subscription.id);
  const cancelAtPeriodEnd = readBoolean(form, "cancel_at_period_end");
  const details = readObject(form, "cancellation_details");
  if (subscription.status === "canceled" && cancelAtPeriodEnd !== undefined) {
    throw new StripeApiError(400, "A canceled subscription can only update its cancellation_details and metadata.", { param: "cancel_at_period_end" });
  }
  const before = structuredClone(subscription);
  subscription.metadata = readMetadata(form, "metadata", subscription.metadata);
  if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    subscription.cancel_at = cancelAtPeriodEnd ? currentPeriod(subscription).end : null;
    subscription.canceled_at = cancelAtPeriodEnd ? store.now() : null;
    subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: cancelAtPeriodEnd ? "cancellation_requested" : null };
  }
  if (details && subscription.cancellation_details) {
    subscription.cancellation_details.comment = readString(details, "comment", "cancellation_details[comment]") ?? subscription.cancellation_details.comment;
  }
  const previous: Record<string, unknown> = {};
  for (const key of ["cancel_at", "cancel_at_period_end", "canceled_at", "cancellation_details", "metadata"] as const) {
    if (JSON.stringify(before[key]) !== JSON.stringify(subscription[key])) previous[key] = before[key];
  }
  if (Object.keys(previous).length > 0) store.emit("customer.subscription.updated", subscription, owner, previous);
  return subscription;
}

function endSubscription(store: StripeStore, subscription: FakeSubscription, endedAt: number): FakeSubscription {
  subscription.status = "canceled";
  subscription.ended_at = endedAt;
  subscription.canceled_at ??= store.now();
  subscription.cancellation_details = {
    comment: subscription.cancellation_details?.comment ?? null,
    feedback: null,
    feedback_option: null,
    reason: "cancellation_requested",
  };
  store.emit("customer.subscription.deleted", subscription, store.ownerOf(subscription.id));
  return subscription;
}

/** `DELETE /v1/subscriptions/:id`: cancelled at once, `customer.subscription.deleted`. */
export function cancelSubscription(store: StripeStore, subscription: FakeSubscription): FakeSubscription {
  if (subscription.status === "canceled") throw new StripeApiError(400, `Subscription ${subscription.id} has already been canceled.`);
  return endSubscription(store, subscription, store.now());
}

/** The period of a subscription set to cancel at its end is over: canceled, `customer.subscription.deleted`. */
export function endSubscriptionPeriod(store: StripeStore, subscriptionId: string): FakeSubscription {
  const subscription = store.getAny(store.subscriptions, subscriptionId, "subscription");
  if (subscription.status === "canceled") throw new StripeApiError(400, `Subscription ${subscription.id} has already been canceled.`);
  if (!subscription.cancel_at_period_end)
    throw new StripeApiError(400, `Subscription ${subscription.id} is not set to cancel at period end; renew it instead.`);
  return endSubscription(store, subscription, currentPeriod(subscription).end);
}
