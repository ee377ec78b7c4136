/**
 * The objects the fake Stripe keeps and answers with. Each type picks its
 * fields from the SDK's own type of this API version, so a field the fake
 * names wrongly, or fills with the wrong kind of value, fails the typecheck.
 */
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";

/** The API version of the installed SDK; events carry it as `api_version`. */
export const STRIPE_API_VERSION = "2026-10-28.endive";

/** A connected account's id, or null for the platform's own objects. */
export type Owner = string | null;

export interface FakeList<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

export type FakeAccount = Pick<
  Stripe.Account,
  | "id"
  | "object"
  | "business_type"
  | "capabilities"
  | "charges_enabled"
  | "country"
  | "created"
  | "default_currency"
  | "details_submitted"
  | "email"
  | "metadata"
  | "payouts_enabled"
  | "requirements"
  | "type"
>;

export type FakeCustomer = Pick<
  Stripe.Customer,
  | "id"
  | "object"
  | "balance"
  | "created"
  | "default_source"
  | "description"
  | "email"
  | "invoice_settings"
  | "livemode"
  | "metadata"
  | "name"
  | "phone"
  | "shipping"
>;

export type FakeProduct = Pick<
  Stripe.Product,
  | "id"
  | "object"
  | "active"
  | "created"
  | "default_price"
  | "description"
  | "images"
  | "livemode"
  | "marketing_features"
  | "metadata"
  | "name"
  | "package_dimensions"
  | "shippable"
  | "tax_details"
  | "type"
  | "unit_label"
  | "updated"
  | "url"
>;

/** `unit_amount_decimal` is a decimal string on the wire; the SDK turns it into its Decimal class. */
export type FakePrice = Pick<
  Stripe.Price,
  | "id"
  | "object"
  | "active"
  | "billing_scheme"
  | "created"
  | "currency"
  | "custom_unit_amount"
  | "livemode"
  | "lookup_key"
  | "metadata"
  | "nickname"
  | "product"
  | "recurring"
  | "tax_behavior"
  | "tiers_mode"
  | "transform_quantity"
  | "type"
  | "unit_amount"
> & { unit_amount_decimal: string | null };

export type FakeLineItem = Pick<
  Stripe.LineItem,
  | "id"
  | "object"
  | "adjustable_quantity"
  | "amount_discount"
  | "amount_subtotal"
  | "amount_tax"
  | "amount_total"
  | "currency"
  | "description"
  | "metadata"
  | "quantity"
> & {
  price: FakePrice;
};

export type FakeCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | "id"
  | "object"
  | "after_expiration"
  | "allow_promotion_codes"
  | "amount_subtotal"
  | "amount_total"
  | "billing_address_collection"
  | "cancel_url"
  | "client_reference_id"
  | "client_secret"
  | "created"
  | "currency"
  | "customer"
  | "customer_creation"
  | "customer_details"
  | "customer_email"
  | "expires_at"
  | "invoice"
  | "livemode"
  | "locale"
  | "metadata"
  | "mode"
  | "payment_intent"
  | "payment_link"
  | "payment_method_types"
  | "payment_status"
  | "recovered_from"
  | "setup_intent"
  | "status"
  | "submit_type"
  | "subscription"
  | "success_url"
  | "total_details"
  | "ui_mode"
  | "url"
>;

export type FakePaymentIntent = Pick<
  Stripe.PaymentIntent,
  | "id"
  | "object"
  | "amount"
  | "amount_capturable"
  | "amount_received"
  | "application"
  | "application_fee_amount"
  | "canceled_at"
  | "cancellation_reason"
  | "capture_method"
  | "client_secret"
  | "confirmation_method"
  | "created"
  | "currency"
  | "customer"
  | "description"
  | "last_payment_error"
  | "latest_charge"
  | "livemode"
  | "metadata"
  | "next_action"
  | "on_behalf_of"
  | "payment_method"
  | "payment_method_types"
  | "processing"
  | "receipt_email"
  | "review"
  | "setup_future_usage"
  | "shipping"
  | "statement_descriptor"
  | "statement_descriptor_suffix"
  | "status"
  | "transfer_data"
  | "transfer_group"
>;

export type FakeCharge = Pick<
  Stripe.Charge,
  | "id"
  | "object"
  | "amount"
  | "amount_captured"
  | "amount_refunded"
  | "application"
  | "application_fee"
  | "application_fee_amount"
  | "balance_transaction"
  | "billing_details"
  | "captured"
  | "created"
  | "currency"
  | "customer"
  | "description"
  | "disputed"
  | "failure_code"
  | "failure_message"
  | "livemode"
  | "metadata"
  | "on_behalf_of"
  | "outcome"
  | "paid"
  | "payment_intent"
  | "payment_method"
  | "receipt_email"
  | "receipt_url"
  | "refunded"
  | "status"
  | "transfer_group"
>;

export type FakeSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  | "id"
  | "object"
  | "billing_thresholds"
  | "created"
  | "current_period_end"
  | "current_period_start"
  | "discounts"
  | "metadata"
  | "quantity"
  | "subscription"
  | "tax_rates"
> & { price: FakePrice };

export type FakeSubscription = Pick<
  Stripe.Subscription,
  | "id"
  | "object"
  | "application"
  | "application_fee_percent"
  | "billing_cycle_anchor"
  | "cancel_at"
  | "cancel_at_period_end"
  | "canceled_at"
  | "cancellation_details"
  | "collection_method"
  | "created"
  | "currency"
  | "customer"
  | "days_until_due"
  | "default_payment_method"
  | "description"
  | "discounts"
  | "ended_at"
  | "latest_invoice"
  | "livemode"
  | "metadata"
  | "on_behalf_of"
  | "pause_collection"
  | "pending_update"
  | "schedule"
  | "start_date"
  | "status"
  | "test_clock"
  | "transfer_data"
  | "trial_end"
  | "trial_start"
> & { items: FakeList<FakeSubscriptionItem> };

export type FakeInvoiceLineItem = Pick<
  Stripe.InvoiceLineItem,
  | "id"
  | "object"
  | "amount"
  | "currency"
  | "description"
  | "discount_amounts"
  | "discountable"
  | "discounts"
  | "invoice"
  | "livemode"
  | "metadata"
  | "parent"
  | "period"
  | "pretax_credit_amounts"
  | "quantity"
  | "subscription"
  | "subtotal"
  | "taxes"
> & { pricing: { type: "price_details"; price_details: { price: string; product: string }; unit_amount_decimal: string | null } };

export type FakeInvoice = Pick<
  Stripe.Invoice,
  | "id"
  | "object"
  | "account_country"
  | "account_name"
  | "amount_due"
  | "amount_overpaid"
  | "amount_paid"
  | "amount_remaining"
  | "amount_shipping"
  | "application"
  | "attempt_count"
  | "attempted"
  | "auto_advance"
  | "billing_reason"
  | "collection_method"
  | "created"
  | "currency"
  | "customer"
  | "customer_email"
  | "customer_name"
  | "description"
  | "discounts"
  | "due_date"
  | "effective_at"
  | "ending_balance"
  | "hosted_invoice_url"
  | "invoice_pdf"
  | "livemode"
  | "metadata"
  | "next_payment_attempt"
  | "number"
  | "on_behalf_of"
  | "parent"
  | "period_end"
  | "period_start"
  | "receipt_number"
  | "starting_balance"
  | "statement_descriptor"
  | "status"
  | "status_transitions"
  | "subtotal"
  | "subtotal_excluding_tax"
  | "total"
  | "total_excluding_tax"
  | "webhooks_delivered_at"
> & { lines: FakeList<FakeInvoiceLineItem> };

export type FakeInvoicePayment = Pick<
  Stripe.InvoicePayment,
  | "id"
  | "object"
  | "amount_paid"
  | "amount_requested"
  | "created"
  | "currency"
  | "invoice"
  | "is_default"
  | "livemode"
  | "payment"
  | "status"
  | "status_transitions"
>;

export type FakeRefund = Pick<
  Stripe.Refund,
  | "id"
  | "object"
  | "amount"
  | "balance_transaction"
  | "charge"
  | "created"
  | "currency"
  | "customer"
  | "metadata"
  | "payment_intent"
  | "reason"
  | "receipt_number"
  | "source_transfer_reversal"
  | "status"
  | "transfer_reversal"
>;

export type FakeTransfer = Pick<
  Stripe.Transfer,
  | "id"
  | "object"
  | "amount"
  | "amount_reversed"
  | "balance_transaction"
  | "created"
  | "currency"
  | "description"
  | "destination"
  | "destination_payment"
  | "livemode"
  | "metadata"
  | "reversals"
  | "reversed"
  | "source_transaction"
  | "transfer_group"
>;

export type FakeDispute = Pick<
  Stripe.Dispute,
  | "id"
  | "object"
  | "amount"
  | "balance_transactions"
  | "charge"
  | "created"
  | "currency"
  | "is_charge_refundable"
  | "livemode"
  | "metadata"
  | "payment_intent"
  | "reason"
  | "status"
>;

export type FakeStripeObject =
  | FakeAccount
  | FakeCustomer
  | FakeProduct
  | FakePrice
  | FakeCheckoutSession
  | FakePaymentIntent
  | FakeCharge
  | FakeSubscription
  | FakeInvoice
  | FakeInvoicePayment
  | FakeRefund
  | FakeTransfer
  | FakeDispute;

/** The event types the fake sends. */
export type FakeEventType = Extract<
  Stripe.Event.Type,
  | "account.updated"
  | "charge.dispute.closed"
  | "charge.dispute.created"
  | "charge.refunded"
  | "charge.succeeded"
  | "checkout.session.completed"
  | "checkout.session.expired"
  | "customer.subscription.created"
  | "customer.subscription.deleted"
  | "customer.subscription.updated"
  | "invoice.paid"
  | "invoice.payment_failed"
  | "payment_intent.succeeded"
  | "refund.created"
  | "transfer.created"
>;

export interface FakeEvent {
  id: string;
  object: "event";
  /** Set when the object belongs to a connected account (what a Connect endpoint receives). */
  account?: string;
  api_version: string;
  created: number;
  data: { object: FakeStripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: FakeEventType;
}

/** A failure answered with Stripe's error body; the SDK turns `type` and the status into its error classes. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;

  constructor(status: number, message: string, options: { type?: string; code?: string; param?: string } = {}) {
    super(message);
    this.status = status;
    this.type = options.type ?? "invalid_request_error";
    this.code = options.code;
    this.param = options.param;
  }

  /** Stripe's error body. */
  toBody(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code !== undefined) {
      error.code = this.code;
      error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, "-")}`;
    }
    if (this.param !== undefined) error.param = this.param;
    return { error };
  }
}

/** `No such customer: 'cus_…'`, as Stripe answers an id it does not know (404, or 400 when the id came as a parameter). */
export function missingObject(noun: string, id: string, param = "id", status = 404): StripeApiError {
  return new StripeApiError(status, `No such ${noun}: '${id}'`, { code: "resource_missing", param });
}

/** A Stripe-like id: the prefix and 24 random base62-ish characters. */
export function newId(prefix: string): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const bytes = randomBytes(24);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

export function emptyList<T>(url: string, data: T[] = []): FakeList<T> {
  return { object: "list", data, has_more: false, url };
}

export const INTERVALS = ["day", "week", "month", "year"] as const;
export type Interval = (typeof INTERVALS)[number];

/** A price's billing interval, refusing one this fake cannot count. */
export function toInterval(value: string): Interval {
  const interval = INTERVALS.find((candidate) => candidate === value);
  if (interval === undefined) throw new StripeApiError(400, `Unsupported billing interval: ${value}`);
  return interval;
}

/**
 * The time `count` intervals after `anchor` (unix seconds). Months and years
 * keep the anchor's day and clamp to the month's end (Jan 31 → Feb 28 → Mar 31),
 * as Stripe bills from the billing cycle anchor.
 */
export function addInterval(anchor: number, interval: Interval, count: number): number {
  if (interval === "day") return anchor + count * 86_400;
  if (interval === "week") return anchor + count * 7 * 86_400;
  const start = new Date(anchor * 1000);
  const months = interval === "month" ? count : count * 12;
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** Currencies whose amounts have no minor unit (Stripe's list of zero-decimal currencies). */
export const ZERO_DECIMAL_CURRENCIES = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
  "vuv",
  "xaf",
  "xof",
  "xpf",
]);
