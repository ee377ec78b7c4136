/**
 * Bringing a subscription in line with what the provider says now (README.md
 * beside this file). Like reconcileCheckout.ts for purchases: every event
 * about a subscription (its checkout completing, the subscription created,
 * updated or deleted, an invoice paid or failed, a refund, a dispute) leads
 * here; the subscription, its latest invoice and that invoice's payment are
 * read afresh and written under a lock on the subscription's checkout row, so
 * the end state depends on the provider's state alone.
 *
 * Access lasts as long as the period that was paid for: to the end of the
 * current period while its invoice is paid (and neither refunded in full nor
 * lost in a dispute); only to its start when it is not (a failed renewal
 * keeps the period already paid, nothing more); never past the moment the
 * subscription ended. That moment is kept as `currentPeriodEnd`.
 */
import type { Knex, PaymentStatus } from "@storyloom/db";
import { Checkout, Payment } from "@storyloom/db/models";
import type { Payments, Stripe } from "../../integrations/payments.ts";
import { callProvider } from "../../integrations/payments.ts";
import { percentOf } from "./fees.ts";
import { paymentStatusOf } from "./reconcileCheckout.ts";
import { applyReferral, payReferralFees } from "./referrals.ts";
import { ensureReaderNotification } from "../readerMail/readerNotifications.ts";

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id;

const toDate = (seconds: number | null | undefined): Date | null => (seconds === null || seconds === undefined ? null : new Date(seconds * 1000));

/** What the provider says about one invoice of the subscription and its payment. */
export interface ProviderInvoiceState {
  invoiceId: string;
  paid: boolean;
  amountPaid: number;
  currency: string;
  billingReason: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  refundedAmount: number;
}

/** What the provider says about the subscription. */
export interface ProviderSubscriptionState {
  subscriptionId: string;
  status: Stripe.Subscription.Status;
  customerId: string | null;
  priceId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  endedAt: Date | null;
  cancelAtPeriodEnd: boolean;
  applicationFeePercent: number | null;
  latestInvoiceId: string | null;
  startedAt: Date | null;
}

/** The subscription still runs (it may renew); a canceled or never-paid one does not. */
export function isLive(status: string): boolean {
  return status !== "canceled" && status !== "incomplete_expired" && status !== "incomplete";
}

/**
 * Until when the reader may read: the end of the current period when its
 * invoice is paid and kept, its start otherwise, never past the end of the
 * subscription; null when nothing was ever paid.
 */
export function paidUntil(
  subscription: Pick<ProviderSubscriptionState, "status" | "periodStart" | "periodEnd" | "endedAt">,
  latestPaidAndKept: boolean,
): Date | null {
  if (subscription.status === "incomplete" || subscription.status === "incomplete_expired") return null;
  const through = latestPaidAndKept ? subscription.periodEnd : subscription.periodStart;
  if (!through) return null;
  if (subscription.endedAt && subscription.endedAt.getTime() < through.getTime()) return subscription.endedAt;
  return through;
}

async function readSubscription(payments: Payments, stripeAccount: string, subscriptionId: string): Promise<ProviderSubscriptionState> {
  const subscription = await callProvider(() => payments.stripe.subscriptions.retrieve(subscriptionId, {}, { stripeAccount }));
  const item = subscription.items.data[0];
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    customerId: idOf(subscription.customer),
    priceId: item?.price.id ?? null,
    periodStart: toDate(item?.current_period_start),
    periodEnd: toDate(item?.current_period_end),
    endedAt: toDate(subscription.ended_at),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    applicationFeePercent: subscription.application_fee_percent,
    latestInvoiceId: idOf(subscription.latest_invoice),
    startedAt: toDate(subscription.start_date),
  };
}

/** The invoice, the payment intent that paid it (from the invoice's payments) and its charge's refunds. */
async function readInvoice(payments: Payments, stripeAccount: string, invoiceId: string): Promise<ProviderInvoiceState> {
  const options = { stripeAccount };
  const invoice = await callProvider(() => payments.stripe.invoices.retrieve(invoiceId, {}, options));
  const state: ProviderInvoiceState = {
    invoiceId,
    paid: invoice.status === "paid",
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    billingReason: invoice.billing_reason,
    paymentIntentId: null,
    chargeId: null,
    refundedAmount: 0,
  };
  if (!state.paid || invoice.amount_paid === 0) return state;
  const list = await callProvider(() => payments.stripe.invoicePayments.list({ invoice: invoiceId }, options));
  const paid = list.data.find((entry) => entry.status === "paid") ?? list.data[0];
  state.paymentIntentId = paid?.payment.type === "payment_intent" ? idOf(paid.payment.payment_intent) : null;
  if (state.paymentIntentId) {
    const intentId = state.paymentIntentId;
    const intent = await callProvider(() => payments.stripe.paymentIntents.retrieve(intentId, {}, options));
    state.chargeId = idOf(intent.latest_charge);
    if (state.chargeId) {
      const chargeId = state.chargeId;
      const charge = await callProvider(() => payments.stripe.charges.retrieve(chargeId, {}, options));
      state.refundedAmount = charge.amount_refunded;
    }
  }
  return state;
}

const SUBSCRIPTION_TABLES = { AUTHOR_SUBSCRIPTION: "authorSubscriptions", SERIES_SUBSCRIPTION: "seriesSubscriptions" } as const;

interface SubscriptionRow {
  id: number;
  readerId: number;
  isActive: boolean;
  cancelledByAuthor: boolean;
  isCancelledByReader: boolean;
}

/** Records one paid invoice as a payment, once (its invoice id and payment intent are unique); later calls update its refunds, keeping a dispute. */
async function recordInvoicePayment(
  trx: Knex.Transaction,
  checkout: Checkout,
  row: SubscriptionRow,
  subscription: ProviderSubscriptionState,
  invoice: ProviderInvoiceState,
): Promise<PaymentStatus | null> {
  if (!invoice.paid || invoice.amountPaid === 0) return null;
  const existing = await Payment.query(trx).findOne({ stripeInvoiceId: invoice.invoiceId });
  const dispute = existing && (existing.status === "DISPUTED" || existing.status === "DISPUTE_LOST") ? existing.status : null;
  const refundedAmount = Math.min(invoice.refundedAmount, invoice.amountPaid);
  const status = paymentStatusOf(invoice.amountPaid, refundedAmount, dispute);
  if (existing) {
    await Payment.query(trx).findById(existing.id).patch({ status, refundedAmount });
    return status;
  }
  const percent = subscription.applicationFeePercent ?? (checkout.appFeePercent === null ? 0 : Number(checkout.appFeePercent));
  const isFirst = invoice.billingReason === "subscription_create";
  const appFeeAmount = percentOf(invoice.amountPaid, percent);
  const referralAuthorFee = isFirst && checkout.referralId !== null ? Math.min(checkout.referralAuthorFee ?? 0, appFeeAmount) : null;
  await Payment.query(trx).insert({
    toAuthorId: checkout.toAuthorId!,
    readerId: row.readerId,
    subscriptionId: checkout.kind === "AUTHOR_SUBSCRIPTION" ? row.id : null,
    seriesSubscriptionId: checkout.kind === "SERIES_SUBSCRIPTION" ? row.id : null,
    amount: invoice.amountPaid,
    entireBook: false,
    appFeePercent: percent,
    appFeeAmount,
    referralId: isFirst ? checkout.referralId : null,
    referralAuthorFee,
    stripeSubId: subscription.subscriptionId,
    stripeInvoiceId: invoice.invoiceId,
    stripePaymentIntentId: invoice.paymentIntentId,
    stripeChargeId: invoice.chargeId,
    checkoutId: checkout.id,
    status,
    refundedAmount,
    currency: invoice.currency,
  });
  return status;
}

/** Whether an invoice's payment stands: paid, not refunded in full, no dispute lost. */
const stands = (status: PaymentStatus | null, invoice: ProviderInvoiceState | undefined): boolean =>
  invoice !== undefined && invoice.paid && (invoice.amountPaid === 0 || (status !== "REFUNDED" && status !== "DISPUTE_LOST"));

export interface SubscriptionOutcome {
  checkout: Checkout;
  /** Another live subscription of the reader to the same author or series came first: this one is cancelled and refunded. */
  duplicate: boolean;
}

/** Applies the provider's state of the subscription and its invoices under the checkout's lock. */
export async function applySubscriptionState(input: {
  knex: Knex;
  checkoutId: number;
  subscription: ProviderSubscriptionState;
  invoices: ProviderInvoiceState[];
  now?: Date;
}): Promise<SubscriptionOutcome> {
  const { knex, subscription, invoices } = input;
  const now = input.now ?? new Date();
  return knex.transaction(async (trx) => {
    const checkout = await Checkout.query(trx).findById(input.checkoutId).forUpdate().throwIfNotFound();
    if (checkout.kind !== "AUTHOR_SUBSCRIPTION" && checkout.kind !== "SERIES_SUBSCRIPTION") throw new Error(`Checkout ${checkout.id} is not a subscription.`);
    const table = SUBSCRIPTION_TABLES[checkout.kind];
    const target = checkout.kind === "AUTHOR_SUBSCRIPTION" ? { authorId: checkout.toAuthorId! } : { seriesId: checkout.seriesId! };
    const live = isLive(subscription.status);
    // A second live subscription to the same author or series (two checkouts paid at once) is never active: it is cancelled and refunded.
    const other = await trx(table)
      .where({ readerId: checkout.readerId!, ...target, isActive: true, isDeleted: false })
      .whereNot({ stripeSubscriptionId: subscription.subscriptionId })
      .first("id");
    const duplicate = live && other !== undefined;
    let row = await trx(table).where({ stripeSubscriptionId: subscription.subscriptionId }).first<SubscriptionRow | undefined>();
    const fields = {
      priceId: subscription.priceId,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      isActive: live && !duplicate,
      ...(subscription.cancelAtPeriodEnd || !live ? {} : { isCancelledByReader: false, cancelledByAuthor: false }),
      updatedAt: trx.fn.now(),
    };
    if (!row) {
      [row] = await trx(table)
        .insert({
          ...target,
          readerId: checkout.readerId!,
          amount: checkout.amount,
          interval: checkout.interval!,
          startedAt: subscription.startedAt ?? now,
          stripeSubscriptionId: subscription.subscriptionId,
          checkoutId: checkout.id,
          ...fields,
        })
        .returning<SubscriptionRow[]>("*");
      // A subscriber gets the author's e-mails unless they said no before.
      await ensureReaderNotification(trx, checkout.readerId!, target);
    } else {
      await trx(table).where({ id: row.id }).update(fields);
    }
    const firstTime = checkout.status === "OPEN" || checkout.status === "EXPIRED";
    let current = checkout;
    if (firstTime) {
      await applyReferral(trx, checkout, now);
      current = await Checkout.query(trx).patchAndFetchById(checkout.id, {
        status: "PAID",
        fulfilledAt: now,
        stripeSubscriptionId: subscription.subscriptionId,
      });
    }
    let latestStatus: PaymentStatus | null = null;
    for (const invoice of invoices) {
      const status = await recordInvoicePayment(trx, current, row!, subscription, invoice);
      if (invoice.invoiceId === subscription.latestInvoiceId) latestStatus = status;
    }
    const latest = invoices.find((invoice) => invoice.invoiceId === subscription.latestInvoiceId);
    const until = duplicate ? null : paidUntil(subscription, stands(latestStatus, latest));
    await trx(table).where({ id: row!.id }).update({ currentPeriodEnd: until });
    if (subscription.customerId && checkout.toAuthorId !== null && checkout.readerId !== null) {
      await trx("authorCustomers")
        .insert({ readerId: checkout.readerId, authorId: checkout.toAuthorId, stripeCustomerId: subscription.customerId })
        .onConflict(["readerId", "authorId"])
        .merge({ stripeCustomerId: subscription.customerId, updatedAt: trx.fn.now() });
    }
    return { checkout: current, duplicate };
  });
}

/** Cancels a duplicate subscription at once and refunds what it took (each once: the provider's idempotency keys). */
async function undoDuplicate(
  payments: Payments,
  stripeAccount: string,
  subscription: ProviderSubscriptionState,
  invoices: ProviderInvoiceState[],
): Promise<void> {
  if (isLive(subscription.status)) {
    await callProvider(() =>
      payments.stripe.subscriptions.cancel(
        subscription.subscriptionId,
        {},
        { stripeAccount, idempotencyKey: `duplicate-cancel-${subscription.subscriptionId}` },
      ),
    );
  }
  for (const invoice of invoices) {
    const intentId = invoice.paymentIntentId;
    if (!intentId || invoice.refundedAmount >= invoice.amountPaid) continue;
    await callProvider(() => payments.stripe.refunds.create({ payment_intent: intentId }, { stripeAccount, idempotencyKey: `duplicate-refund-${intentId}` }));
  }
}

/**
 * Reads the provider's state of a subscription checkout (through its session
 * until the subscription is known) and applies it; `invoiceId` names an
 * invoice to record besides the latest one (an event about an older invoice).
 */
export async function reconcileSubscription(input: {
  knex: Knex;
  payments: Payments;
  checkoutId: number;
  invoiceId?: string | null;
}): Promise<Checkout | null> {
  const { knex, payments } = input;
  const checkout = await Checkout.query(knex).findById(input.checkoutId);
  if (!checkout?.stripeAccountId) return checkout ?? null;
  const stripeAccount = checkout.stripeAccountId;
  let subscriptionId = checkout.stripeSubscriptionId;
  if (!subscriptionId && checkout.stripeSessionId) {
    const sessionId = checkout.stripeSessionId;
    const session = await callProvider(() => payments.stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount }));
    subscriptionId = idOf(session.subscription);
    if (!subscriptionId) {
      if (session.status === "expired" && checkout.status === "OPEN") return Checkout.query(knex).patchAndFetchById(checkout.id, { status: "EXPIRED" });
      return checkout;
    }
  }
  if (!subscriptionId) return checkout;
  const subscription = await readSubscription(payments, stripeAccount, subscriptionId);
  const invoiceIds = [...new Set([subscription.latestInvoiceId, input.invoiceId ?? null].filter((id): id is string => id !== null))];
  const invoices = await Promise.all(invoiceIds.map((id) => readInvoice(payments, stripeAccount, id)));
  const outcome = await applySubscriptionState({ knex, checkoutId: checkout.id, subscription, invoices });
  if (outcome.duplicate) await undoDuplicate(payments, stripeAccount, subscription, invoices);
  if (outcome.checkout.referralId !== null) await payReferralFees({ knex, payments, checkoutId: outcome.checkout.id });
  return outcome.checkout;
}

/** The checkout of a provider subscription: named in its metadata, or found by the subscription id it recorded. */
export async function checkoutOfSubscription(knex: Knex, subscription: { id: string; metadata?: Stripe.Metadata | null }): Promise<number | null> {
  const value = subscription.metadata?.checkoutId;
  if (value && /^\d+$/.test(value)) return Number(value);
  const checkout = await Checkout.query(knex).findOne({ stripeSubscriptionId: subscription.id }).select("id");
  return checkout?.id ?? null;
}
