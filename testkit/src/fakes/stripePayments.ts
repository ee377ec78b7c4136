/**
 * Money in and out: a payment (PaymentIntent with its Charge), refunds,
 * disputes and transfers to connected accounts.
 */
import { readEnum, readInteger, readMetadata, readString, requireInteger, requireString } from "./stripeForm.ts";
import type { FormObject } from "./stripeForm.ts";
import { StripeApiError, emptyList, newId } from "./stripeObjects.ts";
import type { FakeCharge, FakeDispute, FakePaymentIntent, FakeRefund, FakeTransfer, Owner } from "./stripeObjects.ts";
import type { StripeStore } from "./stripeStore.ts";

export interface PaymentInput {
  owner: Owner;
  amount: number;
  currency: string;
  customer: string | null;
  applicationFeeAmount: number | null;
  metadata: Record<string, string>;
  description: string | null;
  transferGroup: string | null;
  receiptEmail: string | null;
  /** false: the card is declined (a renewal that fails). */
  succeeds: boolean;
}

/** A confirmed PaymentIntent and its charge, succeeded or declined; no event (the caller knows which ones apply). */
export function createPayment(store: StripeStore, input: PaymentInput): { paymentIntent: FakePaymentIntent; charge: FakeCharge } {
  const now = store.now();
  const paymentIntentId = newId("pi");
  const declined = { code: "card_declined", message: "Your card was declined." };
  const charge: FakeCharge = {
    id: newId("ch"),
    object: "charge",
    amount: input.amount,
    amount_captured: input.succeeds ? input.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: input.applicationFeeAmount,
    balance_transaction: null,
    billing_details: { address: null, email: input.receiptEmail, name: null, phone: null, tax_id: null },
    captured: input.succeeds,
    created: now,
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    disputed: false,
    failure_code: input.succeeds ? null : declined.code,
    failure_message: input.succeeds ? null : declined.message,
    livemode: false,
    metadata: { ...input.metadata },
    on_behalf_of: null,
    outcome: null,
    paid: input.succeeds,
    payment_intent: paymentIntentId,
    payment_method: newId("pm"),
    receipt_email: input.receiptEmail,
    receipt_url: null,
    refunded: false,
    status: input.succeeds ? "succeeded" : "failed",
    transfer_group: input.transferGroup,
  };
  const paymentIntent: FakePaymentIntent = {
    id: paymentIntentId,
    object: "payment_intent",
    amount: input.amount,
    amount_capturable: 0,
    amount_received: input.succeeds ? input.amount : 0,
    application: null,
    application_fee_amount: input.applicationFeeAmount,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${paymentIntentId}_secret_${newId("s").slice(2)}`,
    confirmation_method: "automatic",
    created: now,
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    last_payment_error: input.succeeds ? null : { type: "card_error", charge: charge.id, decline_code: "generic_decline", ...declined },
    latest_charge: charge.id,
    livemode: false,
    metadata: { ...input.metadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: input.succeeds ? charge.payment_method : null,
    payment_method_types: ["card"],
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: input.succeeds ? "succeeded" : "requires_payment_method",
    transfer_data: null,
    transfer_group: input.transferGroup,
  };
  store.add(store.charges, charge, input.owner);
  store.add(store.paymentIntents, paymentIntent, input.owner);
  return { paymentIntent, charge };
}

export interface RefundInput {
  paymentIntent?: string;
  charge?: string;
  amount?: number;
  reason?: FakeRefund["reason"];
  metadata?: Record<string, string>;
}

/** Refunds all or part of a charge: `charge.refunded`, then `refund.created`. */
export function refundPayment(store: StripeStore, input: RefundInput, owner: Owner): FakeRefund {
  let charge: FakeCharge;
  if (input.paymentIntent !== undefined) {
    const paymentIntent = store.get(store.paymentIntents, input.paymentIntent, owner, "payment_intent", "payment_intent", 400);
    const chargeId = typeof paymentIntent.latest_charge === "string" ? paymentIntent.latest_charge : null;
    if (paymentIntent.status !== "succeeded" || chargeId === null) {
      throw new StripeApiError(400, `This PaymentIntent (${paymentIntent.id}) does not have a successful charge to refund.`, {
        code: "charge_not_refundable",
        param: "payment_intent",
      });
    }
    charge = store.get(store.charges, chargeId, owner, "charge", "charge", 400);
  } else if (input.charge !== undefined) {
    charge = store.get(store.charges, input.charge, owner, "charge", "charge", 400);
  } else {
    throw new StripeApiError(400, "One of the following params should be provided for this request: payment_intent or charge.", { code: "parameter_missing" });
  }
  const remaining = charge.amount - charge.amount_refunded;
  if (charge.status !== "succeeded")
    throw new StripeApiError(400, `Charge ${charge.id} has not succeeded and cannot be refunded.`, { code: "charge_not_refundable" });
  if (remaining === 0) throw new StripeApiError(400, `Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
  const amount = input.amount ?? remaining;
  if (amount <= 0) throw new StripeApiError(400, "Invalid positive integer", { code: "parameter_invalid_integer", param: "amount" });
  if (amount > remaining) {
    throw new StripeApiError(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, {
      code: "amount_too_large",
      param: "amount",
    });
  }
  const refund: FakeRefund = {
    id: newId("re"),
    object: "refund",
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: store.now(),
    currency: charge.currency,
    customer: typeof charge.customer === "string" ? charge.customer : null,
    metadata: input.metadata ?? {},
    payment_intent: typeof charge.payment_intent === "string" ? charge.payment_intent : null,
    reason: input.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
  store.add(store.refunds, refund, owner);
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  store.emit("charge.refunded", charge, owner, previous);
  store.emit("refund.created", refund, owner);
  return refund;
}

/** `POST /v1/refunds`. */
export function createRefund(store: StripeStore, form: FormObject, owner: Owner): FakeRefund {
  return refundPayment(
    store,
    {
      paymentIntent: readString(form, "payment_intent"),
      charge: readString(form, "charge"),
      amount: readInteger(form, "amount"),
      reason: readEnum(form, "reason", ["duplicate", "fraudulent", "requested_by_customer"]) ?? null,
      metadata: readMetadata(form),
    },
    owner,
  );
}

/** The cardholder disputes a charge: `charge.dispute.created`. */
export function disputeCharge(store: StripeStore, chargeId: string, reason = "fraudulent"): FakeDispute {
  const charge = store.getAny(store.charges, chargeId, "charge");
  if (charge.status !== "succeeded") throw new StripeApiError(400, `Charge ${charge.id} did not succeed, so it cannot be disputed.`);
  if (charge.disputed) throw new StripeApiError(400, `Charge ${charge.id} is already disputed.`);
  const owner = store.ownerOf(charge.id);
  const dispute: FakeDispute = {
    id: newId("dp"),
    object: "dispute",
    amount: charge.amount - charge.amount_refunded,
    balance_transactions: [],
    charge: charge.id,
    created: store.now(),
    currency: charge.currency,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: typeof charge.payment_intent === "string" ? charge.payment_intent : null,
    reason,
    status: "needs_response",
  };
  store.add(store.disputes, dispute, owner);
  charge.disputed = true;
  store.emit("charge.dispute.created", dispute, owner);
  return dispute;
}

/** The bank decides: `charge.dispute.closed` with status lost or won. */
export function closeDispute(store: StripeStore, disputeId: string, outcome: "lost" | "won"): FakeDispute {
  const dispute = store.getAny(store.disputes, disputeId, "dispute");
  if (dispute.status === "lost" || dispute.status === "won") throw new StripeApiError(400, `Dispute ${dispute.id} is already closed (${dispute.status}).`);
  const previous = { status: dispute.status };
  dispute.status = outcome;
  store.emit("charge.dispute.closed", dispute, store.ownerOf(dispute.id), previous);
  return dispute;
}

/** `POST /v1/transfers`: from the platform's balance to a connected account. */
export function createTransfer(store: StripeStore, form: FormObject, owner: Owner): FakeTransfer {
  const amount = requireInteger(form, "amount");
  if (amount <= 0) throw new StripeApiError(400, "Invalid positive integer", { code: "parameter_invalid_integer", param: "amount" });
  const currency = requireString(form, "currency").toLowerCase();
  const destination = requireString(form, "destination");
  const account = store.accounts.get(destination);
  if (!account) throw new StripeApiError(400, `No such destination: '${destination}'`, { code: "resource_missing", param: "destination" });
  if (account.capabilities?.transfers !== "active") {
    throw new StripeApiError(
      400,
      "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
      {
        code: "insufficient_capabilities_for_transfer",
        param: "destination",
      },
    );
  }
  const id = newId("tr");
  const transfer: FakeTransfer = {
    id,
    object: "transfer",
    amount,
    amount_reversed: 0,
    balance_transaction: null,
    created: store.now(),
    currency,
    description: readString(form, "description") ?? null,
    destination,
    destination_payment: newId("py"),
    livemode: false,
    metadata: readMetadata(form),
    reversals: emptyList(`/v1/transfers/${id}/reversals`),
    reversed: false,
    source_transaction: readString(form, "source_transaction") ?? null,
    transfer_group: readString(form, "transfer_group") ?? null,
  };
  store.add(store.transfers, transfer, owner);
  store.emit("transfer.created", transfer, owner);
  return transfer;
}
