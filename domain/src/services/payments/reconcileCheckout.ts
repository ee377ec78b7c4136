/**
 * Bringing a checkout in line with what the provider says now (README.md
 * beside this file). Every event about a checkout, in whatever order and
 * however often it comes, and the buyer's return from the checkout page, all
 * lead here: the provider's session, payment intent and charge are read
 * afresh, and the checkout is granted (paid and not refunded in full, no
 * dispute lost) or revoked (refunded in full, dispute lost), under a lock on
 * its row. Granting or revoking twice changes nothing, so the end state
 * depends on the provider's state alone, never on the order of the events.
 */
import type { Knex, PaymentStatus } from "@storyloom/db";
import { centsToMicroCents } from "@storyloom/db";
import { Checkout, Payment } from "@storyloom/db/models";
import type { Payments, Stripe } from "../../integrations/payments.ts";
import { callProvider } from "../../integrations/payments.ts";
import { applyReferral, payReferralFees } from "./referrals.ts";
import { ensureReaderNotification } from "../readerMail/readerNotifications.ts";

/** What the provider says about a checkout's money. */
export interface ProviderPaymentState {
  paid: boolean;
  expired: boolean;
  paymentIntentId: string | null;
  chargeId: string | null;
  refundedAmount: number;
}

/** The payment's status from the refunds and the dispute; a lost dispute is final, a dispute stays until it is closed. */
export function paymentStatusOf(amount: number, refundedAmount: number, dispute: PaymentStatus | null): PaymentStatus {
  if (dispute === "DISPUTE_LOST" || dispute === "DISPUTED") return dispute;
  if (refundedAmount >= amount && amount > 0) return "REFUNDED";
  if (refundedAmount > 0) return "PARTIALLY_REFUNDED";
  return "SUCCEEDED";
}

/** Whether what the checkout bought is held: paid, not refunded in full, no dispute lost. A partial refund keeps it. */
export function holdsPurchase(state: ProviderPaymentState, status: PaymentStatus | null): boolean {
  return state.paid && status !== "REFUNDED" && status !== "DISPUTE_LOST";
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id;

/** Reads the session, its payment intent and its charge (three plain reads: no reliance on nested expansion). */
export async function readProviderState(payments: Payments, checkout: Checkout): Promise<ProviderPaymentState | null> {
  const sessionId = checkout.stripeSessionId;
  if (!sessionId) return null;
  const options = checkout.stripeAccountId ? { stripeAccount: checkout.stripeAccountId } : {};
  const session = await callProvider(() => payments.stripe.checkout.sessions.retrieve(sessionId, {}, options));
  const paid = session.status === "complete" && (session.payment_status === "paid" || session.payment_status === "no_payment_required");
  const paymentIntentId = idOf(session.payment_intent);
  let chargeId: string | null = null;
  let refundedAmount = 0;
  if (paymentIntentId) {
    const intent: Stripe.PaymentIntent = await callProvider(() => payments.stripe.paymentIntents.retrieve(paymentIntentId, {}, options));
    chargeId = idOf(intent.latest_charge);
    if (chargeId) {
      const id = chargeId;
      const charge = await callProvider(() => payments.stripe.charges.retrieve(id, {}, options));
      refundedAmount = charge.amount_refunded;
    }
  }
  return { paid, expired: session.status === "expired", paymentIntentId, chargeId, refundedAmount };
}

async function grant(trx: Knex.Transaction, checkout: Checkout): Promise<number | null> {
  if (checkout.kind === "AI_TOP_UP") {
    await creditBalance(trx, checkout);
    return null;
  }
  if (checkout.readerId === null || checkout.bookId === null) return null;
  const [readerBook] = await trx("readerBooks")
    .insert({ readerId: checkout.readerId, bookId: checkout.bookId })
    .onConflict(["readerId", "bookId"])
    .merge({ updatedAt: trx.fn.now() })
    .returning<Array<{ id: number }>>("id");
  const readerBookId = readerBook!.id;
  // A buyer gets the author's e-mails unless they said no before.
  await ensureReaderNotification(trx, checkout.readerId, { bookId: checkout.bookId });
  if (checkout.kind === "ENTIRE_BOOK") {
    await trx("readerBooks").where({ id: readerBookId }).update({ entireBook: true });
  } else if (checkout.kind === "CHAPTERS" && checkout.chapterIds.length > 0) {
    await trx("readerChapterUnlocks")
      .insert(checkout.chapterIds.map((chapterId) => ({ readerBookId, chapterId })))
      .onConflict(["readerBookId", "chapterId"])
      .ignore();
    await syncPaidChaptersCount(trx, readerBookId);
  }
  return readerBookId;
}

async function syncPaidChaptersCount(trx: Knex.Transaction, readerBookId: number): Promise<void> {
  await trx.raw("UPDATE reader_books SET paid_chapters_count = (SELECT count(*) FROM reader_chapter_unlocks WHERE reader_book_id = ?) WHERE id = ?", [
    readerBookId,
    readerBookId,
  ]);
}

/** Takes back what the checkout gave, but nothing another paid checkout of the same reader also gave. */
async function revoke(trx: Knex.Transaction, checkout: Checkout): Promise<void> {
  if (checkout.kind === "AI_TOP_UP") {
    await debitBalance(trx, checkout);
    return;
  }
  if (checkout.readerId === null || checkout.bookId === null) return;
  const readerBook = await trx("readerBooks").where({ readerId: checkout.readerId, bookId: checkout.bookId }).first<{ id: number } | undefined>("id");
  if (!readerBook) return;
  if (checkout.kind === "ENTIRE_BOOK") {
    const other = await Checkout.query(trx)
      .where({ readerId: checkout.readerId, bookId: checkout.bookId, kind: "ENTIRE_BOOK", status: "PAID" })
      .whereNot({ id: checkout.id })
      .first();
    if (!other) await trx("readerBooks").where({ id: readerBook.id }).update({ entireBook: false });
  } else if (checkout.kind === "CHAPTERS") {
    await trx.raw(
      `DELETE FROM reader_chapter_unlocks u
        WHERE u.reader_book_id = :readerBookId AND u.chapter_id = ANY(:chapterIds)
          AND NOT EXISTS (SELECT 1 FROM checkouts c WHERE c.reader_id = :readerId AND c.status = 'PAID' AND c.id <> :checkoutId AND u.chapter_id = ANY(c.chapter_ids))`,
      { readerBookId: readerBook.id, chapterIds: checkout.chapterIds, readerId: checkout.readerId, checkoutId: checkout.id },
    );
    await syncPaidChaptersCount(trx, readerBook.id);
  }
}

const topUpStripeId = (checkout: Checkout) => `checkout:${checkout.id}`;

/** Credits a paid top-up once: the transaction's unique stripe id is the guard. */
async function creditBalance(trx: Knex.Transaction, checkout: Checkout): Promise<void> {
  const amount = centsToMicroCents(checkout.amount);
  await trx.raw(
    `WITH credited AS (
       INSERT INTO user_balances (user_id, amount) VALUES (:userId, :amount)
       ON CONFLICT (user_id) DO UPDATE SET amount = user_balances.amount + EXCLUDED.amount, updated_at = now()
       RETURNING amount
     )
     INSERT INTO balance_transactions (user_id, amount, balance_amount, type, stripe_id, description, is_withdrawal)
     SELECT :userId, :amount, amount, 'STRIPE_CHECKOUT', :stripeId, :description, false FROM credited`,
    { userId: checkout.userId, amount, stripeId: topUpStripeId(checkout), description: `AI balance top-up ($${(checkout.amount / 100).toFixed(2)})` },
  );
}

/** Takes a refunded top-up back once (the balance may go below zero if it was spent: the AI tools then wait for a top-up). */
async function debitBalance(trx: Knex.Transaction, checkout: Checkout): Promise<void> {
  const amount = centsToMicroCents(checkout.amount);
  await trx.raw(
    `WITH debited AS (
       UPDATE user_balances SET amount = amount - :amount, updated_at = now() WHERE user_id = :userId RETURNING amount
     )
     INSERT INTO balance_transactions (user_id, amount, balance_amount, type, stripe_id, description, is_withdrawal)
     SELECT :userId, :amount, amount, 'STRIPE_CHECKOUT', :stripeId, 'AI balance top-up refunded', true FROM debited`,
    { userId: checkout.userId, amount, stripeId: `${topUpStripeId(checkout)}:refund` },
  );
}

/** Records the payment of a paid book checkout once per payment intent, with its refunds and dispute. */
async function recordPayment(trx: Knex.Transaction, checkout: Checkout, state: ProviderPaymentState, readerBookId: number | null): Promise<PaymentStatus> {
  const existing = state.paymentIntentId ? await Payment.query(trx).findOne({ stripePaymentIntentId: state.paymentIntentId }) : undefined;
  const dispute = existing && (existing.status === "DISPUTED" || existing.status === "DISPUTE_LOST") ? existing.status : null;
  const status = paymentStatusOf(checkout.amount, state.refundedAmount, dispute);
  if (checkout.kind === "AI_TOP_UP" || checkout.toAuthorId === null || checkout.readerId === null) return status;
  if (existing) {
    await Payment.query(trx)
      .findById(existing.id)
      .patch({ status, refundedAmount: Math.min(state.refundedAmount, checkout.amount) });
    return status;
  }
  await Payment.query(trx).insert({
    toAuthorId: checkout.toAuthorId,
    readerId: checkout.readerId,
    readerBookId,
    amount: checkout.amount,
    entireBook: checkout.kind === "ENTIRE_BOOK",
    appFeePercent: checkout.appFeePercent,
    appFeeAmount: checkout.appFeeAmount,
    referralId: checkout.referralId,
    referralAuthorFee: checkout.referralAuthorFee,
    stripePaymentIntentId: state.paymentIntentId,
    stripeChargeId: state.chargeId,
    checkoutId: checkout.id,
    status,
    refundedAmount: Math.min(state.refundedAmount, checkout.amount),
    currency: checkout.currency,
  });
  return status;
}

/** Applies the provider's state to the checkout under a lock on its row; answers the checkout as it now stands. */
export async function applyProviderState(knex: Knex, checkoutId: number, state: ProviderPaymentState, now = new Date()): Promise<Checkout> {
  return knex.transaction(async (trx) => {
    const checkout = await Checkout.query(trx).findById(checkoutId).forUpdate().throwIfNotFound();
    if (!state.paid) {
      if (state.expired && checkout.status === "OPEN") return Checkout.query(trx).patchAndFetchById(checkout.id, { status: "EXPIRED" });
      return checkout;
    }
    const readerBookId =
      checkout.status === "PAID" || checkout.status === "OPEN" || checkout.status === "EXPIRED" ? await grantOnce(trx, checkout, state) : null;
    // The first time it is seen paid: the referral it came through, if this is the reader's first purchase (written on the checkout, read back for the payment).
    const isFirstGrant = checkout.status === "OPEN" || checkout.status === "EXPIRED";
    if (isFirstGrant) await applyReferral(trx, checkout, now);
    const current = isFirstGrant ? await Checkout.query(trx).findById(checkout.id).throwIfNotFound() : checkout;
    const status = await recordPayment(trx, current, state, readerBookId);
    const holds = holdsPurchase(state, status);
    if (holds && checkout.status !== "PAID") {
      if (checkout.status === "REVOKED") await grant(trx, checkout);
      return Checkout.query(trx).patchAndFetchById(checkout.id, {
        status: "PAID",
        fulfilledAt: checkout.fulfilledAt ?? now,
        revokedAt: null,
        stripePaymentIntentId: state.paymentIntentId,
      });
    }
    if (!holds && checkout.status === "PAID") {
      await revoke(trx, checkout);
      return Checkout.query(trx).patchAndFetchById(checkout.id, { status: "REVOKED", revokedAt: now });
    }
    if (!holds && checkout.status !== "REVOKED") {
      // Refunded before it was ever granted here: what grantOnce gave is taken back at once.
      await revoke(trx, checkout);
      return Checkout.query(trx).patchAndFetchById(checkout.id, { status: "REVOKED", revokedAt: now, stripePaymentIntentId: state.paymentIntentId });
    }
    return checkout;
  });
}

/** Grants the first time the checkout is seen paid (OPEN or EXPIRED before); later it only finds the reader's book. */
async function grantOnce(trx: Knex.Transaction, checkout: Checkout, state: ProviderPaymentState): Promise<number | null> {
  if (checkout.status === "PAID") {
    if (checkout.readerId === null || checkout.bookId === null) return null;
    const row = await trx("readerBooks").where({ readerId: checkout.readerId, bookId: checkout.bookId }).first<{ id: number } | undefined>("id");
    return row?.id ?? null;
  }
  if (!state.paid) return null;
  return grant(trx, checkout);
}

/** Reads the provider's state for a checkout and applies it; then pays a referral fee it owes (after the commit, once). */
export async function reconcileCheckout(input: { knex: Knex; payments: Payments; checkoutId: number }): Promise<Checkout | null> {
  const checkout = await Checkout.query(input.knex).findById(input.checkoutId);
  if (!checkout) return null;
  const state = await readProviderState(input.payments, checkout);
  if (!state) return checkout;
  const applied = await applyProviderState(input.knex, checkout.id, state);
  if (applied.referralId !== null) await payReferralFees({ knex: input.knex, payments: input.payments, checkoutId: applied.id });
  return applied;
}
