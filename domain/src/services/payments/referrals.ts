/**
 * Referrals (README.md beside this file). A reader who arrives through an
 * author's referral link keeps `affiliateReferrer` and `affiliateBook` in
 * their browser; their checkout carries them. When that checkout is paid and
 * it is the reader's first purchase or subscription, the reader is tied to
 * the referral (`ReferralReader`) and the referring author's fee — taken out
 * of the platform's fee, never out of the selling author's share — is
 * recorded on the payment and paid to them by transfer. The platform's own
 * links (`isPlatform`: an admin's author profile) are recorded without a fee.
 */
import type { Knex } from "@storyloom/db";
import { AuthorProfile, Checkout, Payment, Referral, ReferralReader, UserPermissions } from "@storyloom/db/models";
import type { Payments } from "../../integrations/payments.ts";
import { callProvider } from "../../integrations/payments.ts";
import { splitPayment } from "./fees.ts";

export interface ReferralClaim {
  referrerAuthorId: number;
  bookId: number | null;
}

/** The claim to keep on a checkout: none for a link of the buyer's own or of the selling author. */
export function referralClaimFor(
  claim: ReferralClaim | null | undefined,
  input: { buyerAuthorId: number | null; sellerAuthorId: number | null },
): ReferralClaim | null {
  if (!claim) return null;
  if (claim.referrerAuthorId === input.buyerAuthorId || claim.referrerAuthorId === input.sellerAuthorId) return null;
  return claim;
}

/**
 * On a checkout's first grant: ties the reader to the referral when this is
 * their first purchase or subscription, and writes the referral and the
 * referring author's fee on the checkout. Answers the fee in cents (0 when
 * there is none). Runs in the grant's transaction, under the checkout's lock.
 */
export async function applyReferral(trx: Knex.Transaction, checkout: Checkout, now: Date): Promise<number> {
  if (checkout.referrerAuthorId === null || checkout.readerId === null || checkout.referralId !== null) return 0;
  const earlier = await Checkout.query(trx).where({ readerId: checkout.readerId }).whereIn("status", ["PAID", "REVOKED"]).whereNot({ id: checkout.id }).first();
  const tied = await ReferralReader.query(trx).findOne({ readerId: checkout.readerId });
  if (earlier || tied) return 0;
  const referrer = await AuthorProfile.query(trx).findById(checkout.referrerAuthorId).select("id", "userId");
  if (!referrer) return 0;
  const isPlatform = Boolean(await UserPermissions.query(trx).findOne({ userId: referrer.userId, permission: "ADMIN" }));
  await trx.raw(
    `INSERT INTO referrals (book_id, referral_author_id, is_platform) VALUES (?, ?, ?)
     ON CONFLICT (referral_author_id, coalesce(book_id, 0), is_platform) DO NOTHING`,
    [checkout.referralBookId, referrer.id, isPlatform],
  );
  const referral = await Referral.query(trx)
    .where({ referralAuthorId: referrer.id, isPlatform })
    .modify((query) => {
      if (checkout.referralBookId === null) query.whereNull("bookId");
      else query.where({ bookId: checkout.referralBookId });
    })
    .first()
    .throwIfNotFound();
  await trx("referralReaders").insert({ referralId: referral.id, readerId: checkout.readerId, startedAt: now }).onConflict(["referralId", "readerId"]).ignore();
  const fee =
    isPlatform || checkout.appFeePercent === null
      ? 0
      : splitPayment({ amount: checkout.amount, appFeePercent: Number(checkout.appFeePercent), referred: true }).referralFee;
  await Checkout.query(trx).findById(checkout.id).patch({ referralId: referral.id, referralAuthorFee: fee });
  return fee;
}

/**
 * Pays referring authors the fees still owed on paid, unrevoked payments, by
 * transfer from the platform's balance to their validated payout account
 * (once: the transfer's idempotency key is the payment's). A referrer without
 * a validated account is paid once they have one.
 */
export async function payReferralFees(input: { knex: Knex; payments: Payments; checkoutId?: number }): Promise<number> {
  const { knex, payments } = input;
  const owed = await knex("payments")
    .join("referrals", "referrals.id", "payments.referralId")
    .join("authorProfiles", "authorProfiles.id", "referrals.referralAuthorId")
    .where("payments.referralAuthorFee", ">", 0)
    .whereNull("payments.referralTransferId")
    .whereIn("payments.status", ["SUCCEEDED", "PARTIALLY_REFUNDED"])
    .where("authorProfiles.stripeConnected", true)
    .modify((query) => {
      if (input.checkoutId !== undefined) query.where("payments.checkoutId", input.checkoutId);
    })
    .select<Array<{ id: number; referralAuthorFee: number; currency: string; referrerAccount: string }>>(
      "payments.id",
      "payments.referralAuthorFee",
      "payments.currency",
      "authorProfiles.stripeId as referrerAccount",
    );
  let paid = 0;
  for (const row of owed) {
    const transfer = await callProvider(() =>
      payments.stripe.transfers.create(
        {
          amount: row.referralAuthorFee,
          currency: row.currency,
          destination: row.referrerAccount,
          metadata: { paymentId: String(row.id), kind: "referral_fee" },
        },
        { idempotencyKey: `referral-fee-${row.id}` },
      ),
    );
    await Payment.query(knex).findById(row.id).whereNull("referralTransferId").patch({ referralTransferId: transfer.id });
    paid += 1;
  }
  return paid;
}
